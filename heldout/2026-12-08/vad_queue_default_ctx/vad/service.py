import multiprocessing

import torch

from .energy import frame_energy


def _vad_worker(seed, frame, results):
    g = torch.Generator().manual_seed(seed)
    e = frame_energy(torch.randn(16000, generator=g), frame)
    results.put((seed, int((e > e.median()).sum())))


class VADService:
    def __init__(self, frame, start_method="spawn"):
        self.frame = frame
        self.results = multiprocessing.Queue()
        self.ctx = multiprocessing.get_context(start_method)

    def run(self, seeds):
        procs = [self.ctx.Process(target=_vad_worker, args=(s, self.frame, self.results))
                 for s in seeds]
        for p in procs:
            p.start()
        out = sorted(self.results.get() for _ in procs)
        for p in procs:
            p.join()
        return out
