from factory import make_scorer
from launcher import launch

CONFIG = {"threshold": 0.5, "batch": 1000}


def main():
    scorer = make_scorer(CONFIG)
    print("positives per shard:", launch(scorer, n_shards=2))


if __name__ == "__main__":
    main()
