import torch
import torch.multiprocessing as mp


def _eval_fold(model, fold, n_features, results):
    gen = torch.Generator().manual_seed(fold)
    x = torch.randn(512, n_features, generator=gen) * 3 + 1
    with torch.no_grad():
        pred = model(x).argmax(dim=1)
    results.put((fold, int(pred.bincount(minlength=4).argmax())))


def evaluate_parallel(model, n_features, folds=3):
    ctx = mp.get_context("fork")
    results = ctx.SimpleQueue()
    procs = [ctx.Process(target=_eval_fold, args=(model, k, n_features, results)) for k in range(folds)]
    for p in procs:
        p.start()
    out = sorted(results.get() for _ in procs)
    for p in procs:
        p.join()
    return out
