import json

import torch

from scheduler import BatchScheduler
from strain import detrend, peak_events

DEPLOYMENT = {"span": "north approach", "gauges": 64, "samples": 20000,
              "drift_window": 200, "threshold": 1.5, "workers": 2, "gauges_per_block": 8}


def read_gauges(n, samples, seed=5):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(n, samples, generator=g)


if __name__ == "__main__":
    cfg = json.loads(json.dumps(DEPLOYMENT))
    raw = read_gauges(cfg["gauges"], cfg["samples"])
    clean = detrend(raw, cfg["drift_window"])
    sched = BatchScheduler(cfg["workers"])
    blocks = clean.split(cfg["gauges_per_block"])
    counts = sched.run(peak_events, [(i, b, cfg["threshold"]) for i, b in enumerate(blocks)])
    print(cfg["span"], "events:", sum(c for _, c in counts))
    print(sched.history[-1][:2])
