import torch
import torch.multiprocessing as tmp


def _trim(index):
    wick = torch.randn(512, 512)
    torch.mm(wick, wick).sum()


def trim_all(count):
    procs = [tmp.Process(target=_trim, args=(i,)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    bad = [p.exitcode for p in procs if p.exitcode]
    if bad:
        raise SystemExit(f"wick trimmers failed: {bad}")
    return len(procs)
