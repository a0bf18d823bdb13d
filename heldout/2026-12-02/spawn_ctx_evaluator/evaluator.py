import multiprocessing

import torch

from model import build_model

CTX = multiprocessing.get_context("spawn")


def _eval_shard(shard, out):
    model = build_model()
    g = torch.Generator().manual_seed(shard)
    with torch.no_grad():
        preds = model(torch.randn(8, 512, generator=g)).argmax(dim=1)
    out.put((shard, preds.tolist()))


class Evaluator:
    def __init__(self, n_shards=2):
        self.n_shards = n_shards
        self.model = build_model()
        with torch.no_grad():
            self.model(torch.zeros(8, 512))  # shape check before launching anything

    def run(self):
        out = CTX.Queue()
        procs = [CTX.Process(target=_eval_shard, args=(s, out)) for s in range(self.n_shards)]
        for p in procs:
            p.start()
        results = sorted(out.get() for _ in procs)
        for p in procs:
            p.join()
        return results
