import multiprocessing as mp

import torch

from retry import CalibrationDrift, retry


class Rubric:
    def __init__(self, n_items):
        self.n_items = n_items
        self.cutoffs = None


def grade_section(args):
    responses, cutoffs = args
    scores = (responses > 0.5).float().cumsum(dim=1)[:, -1].contiguous()
    if cutoffs is None:
        return None
    return torch.bucketize(scores, cutoffs).tolist()[:3]


def recalibrate(rubric, sections):
    pooled = torch.cat(sections)
    totals = (pooled > 0.5).float().sum(dim=1)
    rubric.cutoffs = totals.reshape(1, -1).median(dim=1).values.repeat(3) + torch.tensor([-5.0, 0.0, 5.0])


@retry(times=2, on_retry=recalibrate)
def grade_all(rubric, sections):
    with mp.Pool(2) as pool:
        out = pool.map(grade_section, [(s, rubric.cutoffs) for s in sections])
    if any(o is None for o in out):
        raise CalibrationDrift("rubric has no cutoffs")
    return out
