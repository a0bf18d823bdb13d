import argparse
from concurrent.futures import ProcessPoolExecutor

import torch

from cv.folds import fit_fold, fold_indices
from cv.preprocess import standardize


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=20000)
    ap.add_argument("--features", type=int, default=16)
    ap.add_argument("--folds", type=int, default=4)
    args = ap.parse_args()
    torch.manual_seed(0)
    x = standardize(torch.randn(args.rows, args.features) * 3 + 1)
    y = x[:, 0] * 2 - x[:, 1] + 0.1 * torch.randn(args.rows)
    jobs = [(x, y, tr, va) for tr, va in fold_indices(args.rows, args.folds)]
    with ProcessPoolExecutor(max_workers=2) as ex:
        scores = list(ex.map(fit_fold, jobs))
    print("fold mse:", [round(s, 4) for s in scores])


if __name__ == "__main__":
    main()
