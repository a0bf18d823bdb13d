import os

import torch

from reads import encode_reads, gc_content


class MapperPool:
    def __init__(self, shards, n_reads, read_len):
        self.shards, self.n_reads, self.read_len = shards, n_reads, read_len
        self.pids = []

    def start(self):
        for shard in range(self.shards):
            pid = os.fork()
            if pid == 0:
                reads = encode_reads(self.n_reads, self.read_len, seed=shard)
                gc = gc_content(reads)
                print(f"shard {shard}: mean GC {float(gc.mean()):.4f}", flush=True)
                os._exit(0)
            self.pids.append(pid)
        return self

    def wait(self):
        return [os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in self.pids]
