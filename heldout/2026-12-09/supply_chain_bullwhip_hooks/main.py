from hooks import OrderStatsHook, SnapshotHook
from model import SupplyChain


def simulate(chain, weeks, hooks):
    for _ in range(weeks):
        order = chain.step()
        for hook in hooks:
            hook.on_week_end(chain, order)


def main():
    chain = SupplyChain(n_skus=200_000, target_stock=100)
    stats, snaps = OrderStatsHook(), SnapshotHook(every=4)
    simulate(chain, weeks=8, hooks=[stats, snaps])
    snaps.close()
    print(f"total ordered: {stats.total:.0f}")


if __name__ == "__main__":
    main()
