from graph import propagate, synthetic_graph
from shards import ShardRunner

NODES, DIM, HOPS, SHARDS = 1024, 64, 2, 2


def main():
    runner = ShardRunner(SHARDS, NODES, DIM, HOPS).start()
    weights, feats = synthetic_graph(NODES, DIM)
    local = propagate(weights, feats, HOPS)
    print("local shard 0", round(float(local.mean()), 2))
    for shard, value in runner.collect():
        print("shard", shard, value)


if __name__ == "__main__":
    main()
