import torch.multiprocessing as mp

from forecast import forecast_store


def forecast_all(store_ids, weeks, horizon, start_method="spawn"):
    ctx = mp.get_context(start_method)
    out = ctx.SimpleQueue()
    procs = [ctx.Process(target=forecast_store, args=(s, weeks, horizon, out)) for s in store_ids]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    failed = [p.name for p in procs if p.exitcode != 0]
    if failed:
        raise RuntimeError(f"forecast workers failed: {failed}")
    return sorted(out.get() for _ in procs)
