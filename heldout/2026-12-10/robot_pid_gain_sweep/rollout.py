import multiprocessing as mp

import torch

_DYN = None


def _init(dynamics):
    global _DYN
    _DYN = dynamics


def simulate(kp, kd, rollouts, horizon):
    state = torch.ones(rollouts, _DYN.shape[0])
    prev = state.clone()
    cost = 0.0
    for _ in range(horizon):
        err = state
        u = -kp * err - kd * (state - prev)
        prev = state
        state = state @ _DYN + 0.01 * u
        cost += float(state.abs().mean())
    return round(cost, 3)


def sweep(dynamics, cfg):
    jobs = [(kp, kd, cfg.rollouts, cfg.horizon) for kp, kd in cfg.gains]
    with mp.get_context("fork").Pool(cfg.workers, initializer=_init, initargs=(dynamics,)) as pool:
        return pool.starmap(simulate, jobs)
