from functools import reduce

import torch

from stages import Clean, LeakFlags, Normalise

METERS = 3000
INTERVALS = 96  # 15-minute reads over one day
PIPELINE = [Clean(capacity_l=250.0), Normalise(), LeakFlags(workers=2, blocks=4)]


def read_day(seed=8):
    g = torch.Generator().manual_seed(seed)
    return {"usage": torch.randn(METERS, INTERVALS, generator=g) * 40 + 30}


if __name__ == "__main__":
    out = reduce(lambda batch, stage: stage(batch), PIPELINE, read_day())
    print("possible leaks per block:", out["leaks"])
