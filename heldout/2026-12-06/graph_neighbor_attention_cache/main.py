import torch

from cache import AttentionCache
from scorer import score_blocks

GRAPH = dict(nodes=8192, dim=64, fanout=64, block_size=256)


def main():
    feats = torch.rand(GRAPH["nodes"], GRAPH["dim"], generator=torch.Generator().manual_seed(7))
    cache = AttentionCache(feats, GRAPH["fanout"], GRAPH["block_size"])
    print("block 0 weights", tuple(cache[0].shape))
    for block, peak in score_blocks(range(1, 5), **GRAPH):
        print("block", block, peak)


if __name__ == "__main__":
    main()
