from concurrent.futures import ProcessPoolExecutor

from folds import make_folds, score_fold
from timing import RECORDS, Timer


@Timer("evaluate", RECORDS)
def evaluate(n_folds):
    folds = make_folds(n_folds)
    with ProcessPoolExecutor(max_workers=2) as ex:
        return sorted(ex.map(score_fold, folds))
