import multiprocessing

import torch


def _run_plugin(name, module, seed, out):
    g = torch.Generator().manual_seed(seed)
    signal = torch.randn(70000, generator=g)
    feats = module.featurize(signal)
    out.put((name, round(float(feats.sum()), 3)))


def run_plugins(plugins, seed=0):
    out = multiprocessing.Queue()
    procs = []
    for name, module in sorted(plugins.items()):
        p = multiprocessing.Process(target=_run_plugin, args=(name, module, seed, out))
        p.start()
        procs.append(p)
    results = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
