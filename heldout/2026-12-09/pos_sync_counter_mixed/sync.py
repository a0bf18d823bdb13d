import multiprocessing

import torch

from counters import RECEIPTS_SYNCED


def sync_store(store_id, n_receipts, counter):
    totals = torch.rand(n_receipts).sum()
    with counter.get_lock():
        counter.value += n_receipts
    print(f"store {store_id}: synced {n_receipts} receipts, {float(totals):.1f}", flush=True)


def sync_stores(store_ids, n_receipts, start_method="forkserver"):
    ctx = multiprocessing.get_context(start_method)
    procs = [ctx.Process(target=sync_store, args=(s, n_receipts, RECEIPTS_SYNCED)) for s in store_ids]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return RECEIPTS_SYNCED.value
