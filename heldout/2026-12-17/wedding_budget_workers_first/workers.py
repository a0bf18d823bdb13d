"""Forked budget workers that wait on a pipe for a vendor category to price."""
import os
import pickle

import torch


def _price_category(category, quotes, inflation):
    gen = torch.Generator().manual_seed(len(category))
    q = torch.rand(quotes, generator=gen) * 1000
    return category, float((q * inflation).sqrt().mean())


class BudgetWorkers:
    def __init__(self, n):
        self.n = n
        self.children = []

    def start(self):
        for _ in range(self.n):
            r, w = os.pipe()
            rr, ww = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(w)
                os.close(rr)
                with os.fdopen(r, "rb") as inp, os.fdopen(ww, "wb") as out:
                    job = pickle.load(inp)
                    pickle.dump(_price_category(*job), out)
                os._exit(0)
            os.close(r)
            os.close(ww)
            self.children.append((pid, os.fdopen(w, "wb"), os.fdopen(rr, "rb")))
        return self

    def run(self, jobs):
        for (_, w, _), job in zip(self.children, jobs):
            pickle.dump(job, w)
            w.close()
        results = [pickle.load(r) for _, _, r in self.children]
        for pid, _, r in self.children:
            r.close()
            os.waitpid(pid, 0)
        return results
