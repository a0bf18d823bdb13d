import math
import multiprocessing as mp
import statistics


def _grout(width):
    fills = [math.sqrt(width * k) for k in range(1, 200)]
    return statistics.fmean(fills)


def grout_joints(widths, workers):
    ctx = mp.get_context("fork")
    with ctx.Pool(workers) as pool:
        return pool.map(_grout, widths)
