import time

import torch

import runner
from knn import Index


def cmd_info(args):
    print("index size", args.size)


def cmd_bench(args):
    index = Index(n=args.size)
    t0 = time.perf_counter()
    index.query(torch.zeros(512, 32))
    print("warm query done", time.perf_counter() - t0 > 0)
    for shard, checksum in runner.fanout(index, args.shards):
        print(f"shard {shard}: {checksum}")
