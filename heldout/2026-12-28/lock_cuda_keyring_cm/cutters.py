import torch
import torch.multiprocessing as tmp


def _cut(index, device):
    blank = torch.zeros(128, 128, device=device)
    blank += index


def cut_all(count, device):
    procs = [tmp.Process(target=_cut, args=(i, device)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    codes = [p.exitcode for p in procs]
    if any(codes):
        raise SystemExit(f"cutters failed: {codes}")
    return codes
