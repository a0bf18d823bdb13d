"""Association scan for one chromosome: python assoc_worker.py --chrom N --pcs FILE"""
import argparse

import torch

from genotypes import genotype_matrix


def scan(chrom, pcs):
    G = genotype_matrix(pcs.shape[0], 1000, seed=chrom)
    y = pcs[:, 0] + torch.randn(pcs.shape[0], generator=torch.Generator().manual_seed(chrom))
    X = torch.cat([pcs, torch.ones(pcs.shape[0], 1)], dim=1)
    resid = y - X @ torch.linalg.lstsq(X, y[:, None]).solution[:, 0]
    Gc = G - G.mean(dim=0)
    r = (Gc * resid[:, None]).sum(0) / (Gc.norm(dim=0) * resid.norm() + 1e-9)
    return int(r.abs().argmax())


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--chrom", type=int, required=True)
    ap.add_argument("--pcs", required=True)
    a = ap.parse_args()
    print(f"chr{a.chrom}: top snp {scan(a.chrom, torch.load(a.pcs))}", flush=True)
