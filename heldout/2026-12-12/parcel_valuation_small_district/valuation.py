import os

import torch


def revalue(args):
    parcel, seed = args
    g = torch.Generator().manual_seed(seed)
    sims = torch.rand(200_000, generator=g)
    return parcel, float(torch.exp(-sims * 3).mean())


def revalue_all(parcels):
    pids = {}
    r, w = os.pipe()
    for p in parcels:
        pid = os.fork()
        if pid == 0:
            os.close(r)
            parcel, v = revalue((p, p + 1))
            os.write(w, f"{parcel} {v}\n".encode())
            os._exit(0)
        pids[pid] = p
    os.close(w)
    for pid in pids:
        os.waitpid(pid, 0)
    with os.fdopen(r) as f:
        return dict((int(a), float(b)) for a, b in (line.split() for line in f))
