"""Each epoch the coach forks prefetch workers that augment their shard of sessions."""
import os
import torch


def augment(shard, seed):
    gen = torch.Generator().manual_seed(seed)
    sessions = torch.rand(shard, 256, generator=gen)
    return torch.tanh(sessions * 1.5 - 0.5)


def fork_prefetchers(n_shards, rows_per_shard, epoch):
    pids = []
    for shard in range(n_shards):
        pid = os.fork()
        if pid == 0:
            feats = augment(rows_per_shard, epoch * 100 + shard)
            os._exit(0 if feats.abs().max() <= 1 else 3)
        pids.append(pid)
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError("prefetch worker failed")
