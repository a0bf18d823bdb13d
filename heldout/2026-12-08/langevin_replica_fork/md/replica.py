import os

import torch

from .lattice import pair_forces


class Replica:
    def __init__(self, temperature, pos, cutoff, steps):
        self.temperature = temperature
        self.pos = pos
        self.cutoff = cutoff
        self.steps = steps

    def simulate(self):
        g = torch.Generator().manual_seed(int(self.temperature * 100))
        pos = self.pos.clone()
        for _ in range(self.steps):
            noise = torch.randn(pos.shape, generator=g) * self.temperature ** 0.5
            pos = pos + 1e-4 * pair_forces(pos, self.cutoff) + 1e-3 * noise
        print("T=%.2f msd=%.5f" % (self.temperature, float((pos - self.pos).pow(2).mean())), flush=True)

    @staticmethod
    def launch_all(replicas):
        pids = []
        i = 0
        while i < len(replicas):
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    replicas[i].simulate()
                except BaseException:
                    code = 1
                os._exit(code)
            pids.append(pid)
            i += 1
        return [os.waitpid(p, 0)[1] for p in pids]
