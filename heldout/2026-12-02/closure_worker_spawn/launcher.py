import multiprocessing as mp


def launch(target, n_shards):
    ctx = mp.get_context("spawn")
    out = ctx.Queue()
    procs = []
    for shard in range(n_shards):
        proc = ctx.Process(target=target, args=(shard, out))
        proc.start()
        procs.append(proc)
    results = sorted(out.get() for _ in procs)
    for proc in procs:
        proc.join()
    return results
