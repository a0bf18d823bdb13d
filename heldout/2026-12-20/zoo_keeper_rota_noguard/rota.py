import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def shifts_for(row):
    hours = int(row["hours"])
    early = hours // 8
    return row["keeper"], row["section"], early, hours - early * 8


def build(rows, method="forkserver"):
    ctx = multiprocessing.get_context(method)
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
        return list(ex.map(shifts_for, rows))
