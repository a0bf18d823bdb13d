import argparse

from distributed import ShardRunner


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=10000)
    ap.add_argument("--features", type=int, default=32)
    ap.add_argument("--shards", type=int, default=2)
    args = ap.parse_args()
    ShardRunner(args.nodes, args.features).run(range(args.shards))


if __name__ == "__main__":
    main()
