"""Per-line delay forecasters, one process each, started together behind a barrier."""
import torch
import torch.multiprocessing as tmp

from model import DelayModel


def _forecast(index, line, model, horizon, barrier, out):
    barrier.wait()
    gen = torch.Generator().manual_seed(index)
    with torch.no_grad():
        minutes = model(torch.rand(horizon, model.encoder.in_features, generator=gen)).mean().item()
    out.put((line, minutes))


class Forecasters:
    def __init__(self, config: dict, model: DelayModel):
        self.lines = config["forecasters"]["lines"]
        self.horizon = config["forecasters"]["horizon"]
        self.model = model

    def serve(self):
        ctx = tmp.get_context("fork")
        barrier, out = ctx.Barrier(len(self.lines)), ctx.Queue()
        procs = [ctx.Process(target=_forecast, args=(i, line, self.model, self.horizon, barrier, out))
                 for i, line in enumerate(self.lines)]
        for p in procs:
            p.start()
        results = dict(out.get() for _ in procs)
        for p in procs:
            p.join()
        return [(line, results[line]) for line in self.lines]
