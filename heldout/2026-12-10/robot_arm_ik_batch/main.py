from concurrent.futures import ProcessPoolExecutor

import torch

from ik import solve_ik
from kinematics import forward

TARGETS, IK_STEPS, SAMPLES_PER_CHECK = 20_000, 30, 100_000


def reachability(seed, base, n=SAMPLES_PER_CHECK):
    g = torch.Generator().manual_seed(seed)
    jitter = base + (torch.rand(n, 3, generator=g) - 0.5) * 0.2
    return round(float(forward(jitter).norm(dim=-1).mean()), 4)


if __name__ == "__main__":
    g = torch.Generator().manual_seed(0)
    targets = torch.empty(TARGETS, 2).uniform_(0.0, 0.6, generator=g)
    solution = solve_ik(targets, IK_STEPS)
    with ProcessPoolExecutor(max_workers=2) as ex:
        print(list(ex.map(reachability, range(4), [solution.mean(0)] * 4, chunksize=2)))
