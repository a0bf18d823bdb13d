import torch
import torch.multiprocessing as tmp

import settings
from traces import Trace


def summarize_service(service, seed, n_spans, results):
    gaps = Trace(service, n_spans, seed).gaps
    qs = torch.quantile(gaps[:100_000], torch.tensor(settings.PERCENTILES))
    results.put((service, [round(float(q), 3) for q in qs]))


class Aggregator:
    def __init__(self, services):
        self.services = services
        self.ctx = tmp.get_context(settings.START_METHOD)

    def run(self):
        results = self.ctx.SimpleQueue()
        procs = [self.ctx.Process(target=summarize_service, args=(s, i, settings.SPANS_PER_SERVICE, results))
                 for i, s in enumerate(self.services)]
        for p in procs:
            p.start()
        out = sorted(results.get() for _ in procs)
        for p in procs:
            p.join()
        return out
