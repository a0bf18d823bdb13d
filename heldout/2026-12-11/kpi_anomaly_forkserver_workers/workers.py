import multiprocessing as mp

from detector import site_traffic

START_METHOD = "forkserver"


def _score(shard, profile, out):
    x = site_traffic(2048, profile.shape[0], seed=shard + 1)
    z = (x - x.mean(dim=0)) / profile
    out.put((shard, int((z.abs() > 3).any(dim=1).sum())))


def score_sites(profile, shards):
    ctx = mp.get_context(START_METHOD)
    out = ctx.Queue()
    procs = [ctx.Process(target=_score, args=(s, profile, out)) for s in range(shards)]
    for p in procs:
        p.start()
    res = dict(out.get() for _ in procs)
    for p in procs:
        p.join()
    return res
