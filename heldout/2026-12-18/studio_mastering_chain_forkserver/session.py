import torch.multiprocessing as tmp


def master_album(chain, tracks):
    ctx = tmp.get_context("forkserver")
    out = ctx.Queue()
    procs = [ctx.Process(target=chain.render, args=(t, out)) for t in tracks]
    for p in procs:
        p.start()
    results = sorted(out.get() for _ in procs)
    for p in procs:
        p.join()
    return results
