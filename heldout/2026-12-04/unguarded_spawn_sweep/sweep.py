import concurrent.futures as cf
import multiprocessing

import torch


def train_trial(lr, steps=20):
    torch.manual_seed(0)
    w = torch.zeros(16, requires_grad=True)
    target = torch.linspace(-1, 1, 16)
    opt = torch.optim.SGD([w], lr=lr)
    for _ in range(steps):
        opt.zero_grad()
        loss = ((w - target) ** 2).mean()
        loss.backward()
        opt.step()
    return lr, round(float(loss), 5)


def run_sweep(lrs, workers=2):
    ctx = multiprocessing.get_context("spawn")
    with cf.ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as ex:
        futures = {ex.submit(train_trial, lr): lr for lr in lrs}
        return sorted(f.result() for f in cf.as_completed(futures))
