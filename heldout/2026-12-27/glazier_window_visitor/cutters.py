"""Glass cutters in torch.multiprocessing processes."""
import torch
import torch.multiprocessing as tmp


def _cut(i, side):
    sheet = torch.randn(side, side)
    print("cutter", i, float((sheet @ sheet).mean()))


def cut(count, side):
    procs = [tmp.Process(target=_cut, args=(i, side)) for i in range(count)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    return [p.exitcode for p in procs]
