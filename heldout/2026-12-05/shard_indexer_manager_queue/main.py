import torch

from coordinator import IndexCoordinator
from postings import shard_postings

INDEX = {"shards": 2, "docs": 4000, "vocab": 50000}


def main():
    head = shard_postings(99, INDEX["docs"], INDEX["vocab"])
    print("head shard vocabulary", int((head > 0).sum()))
    coord = IndexCoordinator(INDEX["shards"], INDEX["docs"], INDEX["vocab"])
    try:
        print(coord.build())
    finally:
        coord.close()


if __name__ == "__main__":
    main()
