from multiprocessing import Pool

import torch

from charts import Chart

_LIMITS = None


def _install_limits(lo, hi):
    global _LIMITS
    _LIMITS = (lo, hi)


def check_line(args):
    line, n_subgroups, subgroup = args
    g = torch.Generator().manual_seed(line)
    samples = torch.rand(n_subgroups, subgroup, generator=g)
    med = Chart.MEDIAN.center(samples)
    lo, hi = _LIMITS
    return line, int(((med < lo) | (med > hi)).sum())


def monitor_lines(lines, limits, n_subgroups, subgroup):
    pool = Pool(2, initializer=_install_limits, initargs=limits)
    out = pool.map(check_line, [(ln, n_subgroups, subgroup) for ln in lines])
    pool.close()
    pool.join()
    return dict(out)
