import os

import torch


def replay_queue(queue_id, n_incidents, n_signals):
    gen = torch.Generator().manual_seed(queue_id)
    signals = torch.rand(n_incidents, n_signals, generator=gen)
    noisy = (signals > signals.mean(dim=0)).float().mean()
    print(f"queue {queue_id}: noisy signal share {float(noisy):.3f}", flush=True)


class TriageService:
    """Forks its replay workers as soon as it starts, then warms the triage model."""

    def __init__(self, queues, n_incidents, n_signals):
        self.queues = queues
        self.n_incidents = n_incidents
        self.n_signals = n_signals
        self.pids = []

    def start(self):
        for q in self.queues:
            pid = os.fork()
            if pid == 0:
                try:
                    replay_queue(q, self.n_incidents, self.n_signals)
                finally:
                    os._exit(0)
            self.pids.append(pid)

    def load_model(self, model_cls, hidden):
        self.model = model_cls(self.n_signals, hidden)
        sample = torch.rand(self.n_incidents, self.n_signals)
        return torch.bincount(self.model.severity(sample), minlength=4)

    def wait(self):
        return [os.waitpid(pid, 0)[1] for pid in self.pids]
