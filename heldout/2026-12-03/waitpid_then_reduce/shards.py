import os
import tempfile

import torch


def shard_job(shard, out_dir):
    g = torch.Generator().manual_seed(shard)
    x = torch.randn(128, 128, generator=g)
    torch.save((x @ x.T).diagonal(), os.path.join(out_dir, f"shard{shard}.pt"))


def fork_shards(n):
    out_dir = tempfile.mkdtemp(prefix="shards-")
    pids = []
    for shard in range(n):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                shard_job(shard, out_dir)
            except BaseException:
                code = 1
            os._exit(code)
        pids.append(pid)
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError("shard failed")
    return out_dir
