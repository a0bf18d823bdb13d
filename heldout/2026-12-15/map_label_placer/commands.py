from concurrent.futures import ProcessPoolExecutor

import torch

import labels


def cmd_stats(opts):
    cands = labels.candidates(opts.features, opts.positions)
    print("candidate grid", tuple(cands.shape))


def cmd_place(opts):
    cands = labels.candidates(opts.features, opts.positions)
    best = labels.best_positions(cands)
    print("positions used", torch.bincount(best, minlength=opts.positions)[:8].tolist())
    sheets = torch.chunk(cands, opts.sheets)
    futures = []
    with ProcessPoolExecutor(max_workers=2) as ex:
        for i, sheet in enumerate(sheets):
            futures.append(ex.submit(labels.resolve_sheet, i, sheet))
        for fut in futures:
            print("sheet %d: %d conflicts" % fut.result())
