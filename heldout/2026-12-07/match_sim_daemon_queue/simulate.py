import multiprocessing as mp

import torch


def season_worker(model, season, n_matches, out):
    g = torch.Generator().manual_seed(season)
    with torch.no_grad():
        probs = torch.softmax(model(torch.rand(n_matches, model.net[0].in_features, generator=g)), dim=1)
    out.put((season, round(float(probs[:, 0].mean()), 3)))


def simulate_seasons(model, seasons, n_matches):
    q = mp.Queue()
    procs = [mp.Process(target=season_worker, args=(model, s, n_matches, q), daemon=True) for s in seasons]
    for p in procs:
        p.start()
    results = dict(q.get() for _ in procs)
    for p in procs:
        p.join()
    return results
