import os

import torch
import torch.nn.functional as F


def downscale_member(member, coarse, factor):
    field = coarse + 0.01 * member
    fine = F.interpolate(field, scale_factor=factor, mode="bilinear", align_corners=False)
    return float(fine.mean())


class EnsembleRunner:
    def __init__(self, n_members, factor):
        self.n_members = n_members
        self.factor = factor

    def run(self, coarse):
        pids = []
        for m in range(self.n_members):
            pid = os.fork()
            if pid == 0:
                downscale_member(m, coarse, self.factor)
                os._exit(0)
            pids.append(pid)
        return [os.waitpid(p, 0)[1] for p in pids]
