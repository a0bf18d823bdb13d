import argparse

from tasks import PersonalizedRankTask


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=50_000)
    ap.add_argument("--edges", type=int, default=400_000)
    ap.add_argument("--seed-sets", type=int, default=3)
    args = ap.parse_args()
    shards = [[i * 7, i * 7 + 1, i * 7 + 2] for i in range(args.seed_sets)]
    task = PersonalizedRankTask(args.nodes, args.edges)
    for first, top in sorted(task.execute(shards).items()):
        print("seed set", first, "top node", top)


if __name__ == "__main__":
    main()
