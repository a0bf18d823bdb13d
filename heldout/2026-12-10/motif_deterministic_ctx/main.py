import multiprocessing as mp

import torch

from motifs import position_weight_matrix, scan
from repro import reproducible_reductions

SITES, MOTIF_LEN, CHROM_LEN = 50_000, 12, 400_000


def scan_chromosome(chrom, pwm):
    g = torch.Generator().manual_seed(chrom)
    seq = torch.randint(0, 4, (CHROM_LEN,), generator=g)
    onehot = torch.nn.functional.one_hot(seq, 4).T.float().unsqueeze(0)
    return chrom, int((scan(onehot, pwm) > pwm.max(dim=1).values.sum() - 1.0).sum())


if __name__ == "__main__":
    g = torch.Generator().manual_seed(0)
    sites = torch.randint(0, 4, (SITES, MOTIF_LEN), generator=g)
    with reproducible_reductions():
        pwm = position_weight_matrix(sites)
    with mp.Pool(2) as pool:
        print(pool.starmap(scan_chromosome, [(c, pwm) for c in range(1, 4)]))
