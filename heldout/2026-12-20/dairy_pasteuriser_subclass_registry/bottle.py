import multiprocessing

import torch

from stages import Stage


def fill(filler, n, profile, out):
    g = torch.Generator().manual_seed(ord(filler[-1]))
    volumes = torch.randn(n, 512, generator=g) @ torch.randn(512, 512, generator=g)
    out.put((filler, round(float(volumes.std() * 0.01 + profile.abs().mean()), 3)))


class Bottling(Stage, key="bottle"):
    def run(self, batch):
        out = multiprocessing.Queue()
        procs = [multiprocessing.Process(target=fill, args=(f, self.cfg["bottles_per_filler"],
                                                             batch["profile"], out))
                 for f in self.cfg["fillers"]]
        for p in procs:
            p.start()
        batch["fill_spread"] = dict(out.get() for _ in procs)
        for p in procs:
            p.join()
        return batch
