import multiprocessing as mp

import torch


def _grade(args):
    size, block, step = args
    return size, float((block @ (torch.eye(block.shape[1]) * (1 + 0.04 * step))).mean())


def check_a_reference_block(fx):
    gen = torch.Generator().manual_seed(fx["seed"])
    outline = torch.rand(fx["points"], fx["coords"], generator=gen)
    ease = torch.rand(fx["coords"], fx["coords"], generator=gen) / fx["coords"]
    fx["block"] = outline @ ease
    assert fx["block"].shape == (fx["points"], fx["coords"])


def check_b_sizes_grade_monotonically(fx):
    jobs = [(size, fx["block"], step) for size, step in fx["steps"].items()]
    with mp.Pool(2) as pool:
        graded = dict(pool.map(_grade, jobs))
    ordered = [graded[s] for s in sorted(fx["steps"], key=fx["steps"].get)]
    assert ordered == sorted(ordered), "grading is not monotone"
