import functools
import multiprocessing as mp
from dataclasses import dataclass

import torch

from prep.stats import fit_pca
from prep.whiten import whiten_chunk


@dataclass
class PrepConfig:
    dim: int = 128
    k: int = 32
    fit_rows: int = 4000
    chunks: int = 2


def main(cfg: PrepConfig = PrepConfig()):
    x = torch.randn(cfg.fit_rows, cfg.dim)
    mean, comps, var = fit_pca(x, cfg.k)
    q = mp.Queue()
    target = functools.partial(whiten_chunk, mean=mean, components=comps, variances=var, out_q=q)
    procs = [mp.Process(target=target, args=(i,)) for i in range(cfg.chunks)]
    for p in procs:
        p.start()
    results = sorted(q.get() for _ in procs)
    for p in procs:
        p.join()
    print("whitened second moments:", [round(v, 3) for _, v in results])


if __name__ == "__main__":
    main()
