import torch

from workspace import KrigingWorkspace

SAMPLES = 2000
BLOCK_NODES = 500
BLOCKS = 4


def drill_samples(seed=9):
    g = torch.Generator().manual_seed(seed)
    coords = torch.rand(SAMPLES, 3, generator=g) * 400
    return coords, torch.rand(SAMPLES, generator=g) * 3


if __name__ == "__main__":
    coords, grades = drill_samples()
    g = torch.Generator().manual_seed(1)
    blocks = [torch.rand(BLOCK_NODES, 3, generator=g) * 400 for _ in range(BLOCKS)]
    with KrigingWorkspace(coords, grades, range_m=120.0) as ws:
        est = ws.estimate(blocks)
    print("block grades:", [round(e, 3) for e in est])
