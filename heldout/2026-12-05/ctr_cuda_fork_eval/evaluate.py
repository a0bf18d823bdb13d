import multiprocessing as mp

import torch

from model import CTRModel


def eval_day(job):
    day, device, state = job
    model = CTRModel()
    model.load_state_dict(state)
    model.to(device)
    g = torch.Generator().manual_seed(day)
    ids = torch.randint(0, 10000, (4096, 20), generator=g).to(device)
    with torch.no_grad():
        return day, round(float(model(ids).mean()), 4)


def evaluate_days(model, days, device):
    state = {k: v.cpu() for k, v in model.state_dict().items()}
    with mp.Pool(2) as pool:
        return pool.map(eval_day, [(d, device, state) for d in days])
