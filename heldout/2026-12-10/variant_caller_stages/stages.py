import multiprocessing

import torch

STAGES = {}


def stage(name):
    def deco(cls):
        STAGES[name] = cls
        return cls
    return deco


class Stage:
    def run(self, ctx):
        print(f"[{type(self).__name__}] start", flush=True)
        out = self._execute(ctx)
        print(f"[{type(self).__name__}] done", flush=True)
        return out

    def _execute(self, ctx):
        raise NotImplementedError


@stage("normalize")
class Normalize(Stage):
    def _execute(self, ctx):
        depth = ctx["coverage"]
        ctx["coverage"] = depth / depth.mean(dim=0)
        return ctx


def _call_sample(sample_id, coverage, out):
    allele_frac = torch.sigmoid((coverage - 1.0) * 8.0)
    calls = (allele_frac > 0.8).sum(dim=0)
    out.put((sample_id, calls.tolist()))


@stage("call")
class CallVariants(Stage):
    def _execute(self, ctx):
        q = multiprocessing.Queue()
        procs = []
        for s in range(ctx["samples"]):
            p = multiprocessing.Process(target=_call_sample, args=(s, ctx["coverage"], q))
            p.start()
            procs.append(p)
        ctx["calls"] = sorted(q.get() for _ in procs)
        for p in procs:
            p.join()
        return ctx
