import multiprocessing

import torch


def _vat(size):
    must = torch.rand(size, size)
    print("vat", float((must @ must).sum()), flush=True)


def ferment(state, sizes):
    vats = [multiprocessing.Process(target=_vat, args=(sizes.getint("vat_size"),))
            for _ in range(sizes.getint("vats"))]
    for vat in vats:
        vat.start()
    for vat in vats:
        vat.join()
    state["vats"] = [vat.exitcode for vat in vats]
    return state
