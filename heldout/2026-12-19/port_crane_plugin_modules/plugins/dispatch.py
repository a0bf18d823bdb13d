"""Dispatch plugin: scores each quay crane against the projected moves in worker processes."""
import multiprocessing as mp

import torch

NAME = "dispatch"


def score_crane(crane, reach, offset):
    weights = torch.full((reach.shape[1], reach.shape[1]), 1.0 / reach.shape[1]) + offset
    return crane, torch.tanh(reach @ weights).mean().item()


def run(state):
    cfg = state["cfg"]
    jobs = [(crane, state["reach"], i * 0.001) for i, crane in enumerate(cfg["cranes"])]
    with mp.Pool(cfg["workers"]) as pool:
        results = pool.starmap(score_crane, jobs)
    state["crane_scores"] = dict(results)
