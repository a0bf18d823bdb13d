import multiprocessing as mp

import torch


def appeal_features(n_appeals=4096, n_tokens=512, seed=31):
    gen = torch.Generator().manual_seed(seed)
    return torch.rand(n_appeals, n_tokens, generator=gen)


def triage(features):
    return torch.softmax(features, dim=1).amax(dim=1)


def _adjudicate(panel, cases, bias, out):
    gen = torch.Generator().manual_seed(ord(panel))
    evidence = torch.rand(cases, generator=gen)
    out.put((panel, int((torch.sigmoid(evidence * 4 - 2) > bias).sum())))


def adjudicate(panels, cases, bias):
    out = mp.Queue()
    procs = [mp.Process(target=_adjudicate, args=(p, cases, bias, out)) for p in panels]
    for p in procs:
        p.start()
    res = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return res
