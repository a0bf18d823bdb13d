import runtime
import tasks


def main():
    pools = {}
    for name, section in runtime.load().items():
        pools[name] = runtime.configure_pool(name, section)
    try:
        moves = pools["rebalance"].map(tasks.rebalance, range(6))
        demand = pools["forecast"].map(tasks.forecast, range(6))
    finally:
        for pool in pools.values():
            pool.close()
            pool.join()
    for (dock, move), (_, d) in zip(moves, demand):
        print(f"dock {dock}: move {move:+d}, demand {d:.1f}")


if __name__ == "__main__":
    main()
