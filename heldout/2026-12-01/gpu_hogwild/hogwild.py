import multiprocessing as mp

import torch


def _worker(rank, model, device):
    x = torch.randn(8, 64, device=device)
    model(x).sum().backward()
    print(f"worker {rank} ok", flush=True)


class HogwildGPU:
    def __init__(self, model, device, workers=2):
        self.device = device
        self.model = model.to(device)
        self.workers = workers

    def train(self):
        procs = [mp.Process(target=_worker, args=(r, self.model, self.device))
                 for r in range(self.workers)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        bad = [p.exitcode for p in procs if p.exitcode]
        if bad:
            raise RuntimeError(f"workers failed: {bad}")
