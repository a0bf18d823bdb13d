import multiprocessing

import torch

NAME = "emissions"
multiprocessing.set_start_method("spawn")


def run_check(vehicle):
    gen = torch.Generator().manual_seed(len(vehicle))
    lambda_sensor = torch.rand(200, generator=gen)
    return round(float(lambda_sensor.mean()), 3)
