import multiprocessing as mp

import mpsetup


def grade_size(size):
    return size, {"XS": -2, "S": -1, "M": 0, "L": 1, "XL": 2}[size] * 12.5


def grade_run(sizes):
    mpsetup.ensure_spawn()
    with mp.Pool(2) as pool:
        return pool.map(grade_size, sizes)
