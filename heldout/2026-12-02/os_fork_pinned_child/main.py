import torch

from forking import fork_call
from ranker import Ranker


def rank_shard(ranker, shard):
    g = torch.Generator().manual_seed(100 + shard)
    return ranker.rank(torch.randn(64, 64, generator=g)).tolist()[:5]


def main():
    ranker = Ranker()
    print("warm:", ranker.rank(torch.ones(1, 64)).tolist())
    for shard in range(2):
        print(shard, fork_call(rank_shard, ranker, shard))


if __name__ == "__main__":
    main()
