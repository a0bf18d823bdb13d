import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

from tempo import click_track, estimate_bpm


def analyse(item):
    name, bpm = item
    return name, round(estimate_bpm(click_track(bpm, 20, seed=bpm)), 1)


def analyse_all(items, workers=2):
    ctx = mp.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        return dict(ex.map(analyse, items))
