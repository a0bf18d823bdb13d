import multiprocessing as mp

import torch
import torch.nn.functional as F

LAPLACE = torch.tensor([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]])


class SharpnessMixin:
    def sharpness(self, frames):
        grey = frames.mean(dim=1, keepdim=True)
        lap = F.conv2d(grey, LAPLACE.view(1, 1, 3, 3), padding=1)
        return lap.flatten(1).var(dim=1)


class ParallelMixin:
    start_method = None

    def fan_out(self, target, parts):
        ctx = mp.get_context(self.start_method)
        procs = [ctx.Process(target=target, args=(i, part)) for i, part in enumerate(parts)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
