import sys

import torch

from tracker import HeartRateTracker
from export import export_zones

MEMBERS, MINUTES = 500, 2000

if __name__ == "__main__":
    gen = torch.Generator().manual_seed(30)
    tracker = HeartRateTracker()
    tracker.readings = torch.rand(MEMBERS, MINUTES, generator=gen)
    print(f"peak rolling load {float(tracker.rolling.max()):.3f}")
    sys.exit(export_zones(tracker, MEMBERS))
