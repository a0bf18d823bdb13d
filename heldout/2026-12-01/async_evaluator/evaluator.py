import torch

from scoring import accuracy
from spawn_ctx import CTX


class AsyncEvaluator:
    def __init__(self, num_classes=4):
        self.num_classes = num_classes
        self.procs = []

    def _evaluate(self, rank):
        logits = torch.randn(16, self.num_classes)
        labels = torch.randint(0, self.num_classes, (16,))
        print(f"rank {rank} acc {accuracy(logits, labels):.3f}", flush=True)

    def submit(self, rank):
        p = CTX.Process(target=lambda: self._evaluate(rank))
        p.start()
        self.procs.append(p)

    def wait(self):
        for p in self.procs:
            p.join()
