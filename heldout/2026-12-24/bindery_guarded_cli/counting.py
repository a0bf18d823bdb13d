import csv
import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor


def count_folds(row):
    return row["book"], int(row["signatures"]) * int(row["leaves"]) * 2


def read_ledger(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def count_all(rows, method, workers):
    with ProcessPoolExecutor(workers, mp_context=mp.get_context(method)) as pool:
        return dict(pool.map(count_folds, rows))
