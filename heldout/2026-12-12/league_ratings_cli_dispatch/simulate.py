import multiprocessing as mp

import torch

from ratings import win_probabilities


def simulate_block(args):
    seed, rounds, teams = args
    g = torch.Generator().manual_seed(seed)
    logits = torch.randn(rounds, teams, generator=g)
    probs = win_probabilities(logits)
    return probs.argmax(dim=1).bincount(minlength=teams).tolist()


def monte_carlo(rounds, teams, blocks):
    ctx = mp.get_context("fork")
    jobs = [(s, rounds, teams) for s in range(blocks)]
    with ctx.Pool(processes=2) as pool:
        per_block = pool.map(simulate_block, jobs)
    return [sum(col) for col in zip(*per_block)]
