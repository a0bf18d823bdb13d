"""Lifeguard rota: the rotation basis is optimised in the parent, each guard's load checked in workers."""
import multiprocessing as mp
from concurrent.futures import FIRST_EXCEPTION, ProcessPoolExecutor, wait

import torch

from retry import retry


def rotation_basis(slots):
    gen = torch.Generator().manual_seed(8)
    q, _ = torch.linalg.qr(torch.rand(slots, slots, generator=gen))
    return q


def guard_hours(index, basis):
    shifts = torch.relu(basis @ basis.T + index * 0.01)
    return float(shifts.sum().item() / basis.shape[0] * 8)


@retry(attempts=3)
def publish_rota(guards, slots):
    basis = rotation_basis(slots)
    with ProcessPoolExecutor(max_workers=2, mp_context=mp.get_context("fork")) as ex:
        futures = [ex.submit(guard_hours, i, basis) for i in range(len(guards))]
        done, _ = wait(futures, return_when=FIRST_EXCEPTION)
        return [(guard, fut.result()) for guard, fut in zip(guards, futures)]
