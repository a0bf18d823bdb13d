import os

import torch


class Poller:
    def __init__(self, n_tags, n_samples):
        self.n_tags = n_tags
        self.n_samples = n_samples

    def poll(self, rtu):
        gen = torch.Generator().manual_seed(rtu)
        values = torch.rand(self.n_samples, self.n_tags, generator=gen)
        return (values - values.mean(dim=0)).abs().max(dim=0).values

    def fork_pollers(self, rtus):
        pids = []
        for rtu in rtus:
            pid = os.fork()
            if pid == 0:
                try:
                    dev = self.poll(rtu)
                    print(f"rtu {rtu}: worst tag deviation {float(dev.max()):.3f}", flush=True)
                finally:
                    os._exit(0)
            pids.append(pid)
        return [os.waitpid(p, 0)[1] for p in pids]
