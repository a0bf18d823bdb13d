from concurrent.futures import ProcessPoolExecutor

import torch


def _screen(job):
    seed, items = job
    gen = torch.Generator().manual_seed(seed)
    answers = torch.rand(items, generator=gen)
    return round(float(torch.log1p(answers).mean()), 4)


def screen_all(n_applicants, rubric_items):
    with ProcessPoolExecutor(max_workers=2) as ex:
        return list(ex.map(_screen, [(i, rubric_items) for i in range(4)]))
