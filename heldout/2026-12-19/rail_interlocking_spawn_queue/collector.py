import torch

from runtime import CONTEXT, make_queue


def _scan(box, out):
    gen = torch.Generator().manual_seed(len(box))
    requests = torch.randint(0, 40, (2000,), generator=gen)
    out.put((box, int((requests.bincount() > 55).sum().item())))


class LogCollector:
    def __init__(self, boxes):
        self.boxes = boxes
        self.out = make_queue()

    def collect(self):
        procs = [CONTEXT.Process(target=_scan, args=(b, self.out)) for b in self.boxes]
        for p in procs:
            p.start()
        results = sorted(self.out.get() for _ in procs)
        for p in procs:
            p.join()
        return results
