import multiprocessing as mp
import threading

import torch

RISE_FEATURES = 512
PROOFERS = 2048


def _alarm_child(rise, q):
    over = torch.sigmoid((rise - rise.mean()) * 10.0)
    q.put(int((over > 0.9).sum()))


class ProofingMonitor(threading.Thread):
    """Background thread: fits the dough-rise model and raises over-proof alarms."""

    def __init__(self, cycles=1):
        super().__init__(name="proofing-monitor")
        self.cycles = cycles
        self.alarms = []

    def run(self):
        ctx = mp.get_context("fork")
        gen = torch.Generator().manual_seed(17)
        weights = torch.rand(RISE_FEATURES, RISE_FEATURES, generator=gen) / RISE_FEATURES
        for _ in range(self.cycles):
            humidity = torch.rand(PROOFERS, RISE_FEATURES, generator=gen)
            rise = humidity @ weights
            q = ctx.SimpleQueue()
            child = ctx.Process(target=_alarm_child, args=(rise, q))
            child.start()
            self.alarms.append(q.get())
            child.join()
