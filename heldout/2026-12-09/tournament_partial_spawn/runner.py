import functools
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from ratings import simulate_bracket


def make_task(ratings, scale, rounds):
    return functools.partial(simulate_bracket, ratings=ratings, scale=scale, rounds=rounds)


def run_brackets(task, seeds, workers=2):
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return sorted(ex.map(task, seeds))
