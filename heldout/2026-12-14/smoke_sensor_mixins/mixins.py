import multiprocessing

import torch
import torch.nn.functional as F


class SmoothingMixin:
    kernel_width = 64

    def smooth(self, signal):
        kernel = torch.full((1, 1, self.kernel_width), 1.0 / self.kernel_width)
        return F.conv1d(signal, kernel)


class LauncherMixin:
    ctx = multiprocessing.get_context("fork")

    def launch_all(self, target, items):
        procs = [self.ctx.Process(target=target, args=(item,)) for item in items]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return [p.exitcode for p in procs]
