"""Yard plan: simulates each bay's stacking in its own process."""
import torch
import torch.multiprocessing as tmp


def _simulate_bay(bay, rows, embedding, results):
    gen = torch.Generator().manual_seed(bay)
    boxes = torch.rand(rows, embedding.shape[0], generator=gen)
    dwell = torch.relu(boxes @ embedding)
    results.put((bay, dwell.mean().item()))


class YardPlan:
    def __init__(self, name, bays, rows, embedding):
        self.name, self.bays, self.rows, self.embedding = name, bays, rows, embedding

    def simulate(self):
        results = tmp.Queue()
        procs = [tmp.Process(target=_simulate_bay, args=(bay, self.rows, self.embedding, results))
                 for bay in range(self.bays)]
        for p in procs:
            p.start()
        out = sorted(results.get() for _ in procs)
        for p in procs:
            p.join()
        return out
