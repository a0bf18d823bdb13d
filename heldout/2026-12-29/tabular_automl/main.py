"""K-fold cross-validated logistic regression on a synthetic tabular dataset.

    python main.py --folds 4 --rows 120000
"""
import argparse

import torch.multiprocessing as mp

from automl.data import make_table
from automl.preprocess import Standardizer
from automl.cv import fit_fold, kfold_indices


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=120_000)
    ap.add_argument("--cols", type=int, default=12)
    ap.add_argument("--folds", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()

    x, y = make_table(args.rows, args.cols)
    scaler = Standardizer().fit(x)
    x = scaler.transform(x)

    folds = kfold_indices(len(x), args.folds)
    pool = mp.Pool(args.jobs)
    accs = pool.starmap(fit_fold, [(x, y, tr, va) for tr, va in folds])
    pool.close()
    pool.join()
    print("fold accuracies:", [round(a, 3) for a in accs])


if __name__ == "__main__":
    main()
