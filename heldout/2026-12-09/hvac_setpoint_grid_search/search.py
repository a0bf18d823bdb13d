import itertools
import multiprocessing

import torch

from building import ThermalModel


def evaluate(params):
    setpoint, deadband, model_args = params
    model = ThermalModel(*model_args)
    coef = model.fit()
    comfort = float((model.X @ coef).abs().mean()) + abs(setpoint - 21.0) + deadband * 0.1
    return round(comfort, 4), setpoint, deadband


def grid_search(setpoints, deadbands, model_args, processes):
    grid = [(s, d, model_args) for s, d in itertools.product(setpoints, deadbands)]
    with multiprocessing.Pool(processes) as pool:
        return sorted(pool.imap_unordered(evaluate, grid))
