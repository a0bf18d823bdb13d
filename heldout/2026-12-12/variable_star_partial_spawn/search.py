import functools
import multiprocessing as mp


def period_grid(lo, hi, steps):
    return [lo + (hi - lo) * i / (steps - 1) for i in range(steps)]


def search_stars(stars, pdm, grid, start_method="spawn"):
    task = functools.partial(pdm, trial_periods=grid)
    with mp.get_context(start_method).Pool(2) as pool:
        return pool.map(task, stars)
