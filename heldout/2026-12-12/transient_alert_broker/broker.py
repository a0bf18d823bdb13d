from concurrent.futures import ProcessPoolExecutor

import torch

from classify import classify_batch


class AlertBroker:
    """Long-lived broker: one executor for the whole run, fed one night at a time."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.executor = ProcessPoolExecutor(max_workers=cfg["workers"])
        self.history = []

    def reference_stats(self, alerts):
        self.ref_mean = alerts.mean(dim=0)
        self.ref_scale = alerts.var(dim=0).sqrt()

    def process_night(self, night, alerts):
        halves = torch.chunk(alerts, self.cfg["workers"])
        futures = [self.executor.submit(classify_batch, h) for h in halves]
        counts = [f.result() for f in futures]
        self.history.append((night, sum(counts)))

    def close(self):
        self.executor.shutdown()
