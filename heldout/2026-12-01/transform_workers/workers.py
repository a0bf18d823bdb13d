import multiprocessing as mp

import torch

from augment import default_transforms


class AugmentWorker:
    def __init__(self, name, transforms=None):
        self.name = name
        self.transforms = transforms or default_transforms()

    def run(self, rank):
        x = torch.rand(2, 3, 8, 8)
        for t in self.transforms.values():
            x = t(x)
        print(f"{self.name}/{rank}: {x.mean().item():.3f}", flush=True)


def launch(worker, n=2, method="spawn"):
    ctx = mp.get_context(method)
    procs = [ctx.Process(target=worker.run, args=(r,)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
