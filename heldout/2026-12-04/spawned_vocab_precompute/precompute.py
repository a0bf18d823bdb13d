import os
import tempfile

import torch


def build_codebook(path, n_codes=1024, dim=64, seed=0):
    gen = torch.Generator().manual_seed(seed)
    data = torch.randn(20_000, dim, generator=gen)
    codes = data[:n_codes].clone()
    for _ in range(3):
        assign = torch.cdist(data, codes).argmin(dim=1)
        codes.index_add_(0, assign, data)
        codes /= (assign.bincount(minlength=n_codes).unsqueeze(1) + 1)
    torch.save(codes, path)


def codebook_in_subprocess(ctx, **kwargs):
    path = os.path.join(tempfile.mkdtemp(prefix="codebook-"), "codes.pt")
    proc = ctx.Process(target=build_codebook, args=(path,), kwargs=kwargs)
    proc.start()
    proc.join()
    if proc.exitcode != 0:
        raise RuntimeError("codebook build failed")
    codes = torch.load(path)
    os.remove(path)
    os.rmdir(os.path.dirname(path))
    return codes
