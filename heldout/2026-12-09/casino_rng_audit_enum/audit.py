from concurrent.futures import ProcessPoolExecutor
from typing import NamedTuple

import torch

from checks import Check


class AuditPlan(NamedTuple):
    machines: int = 4
    draws_per_machine: int = 1_000_000
    bins: int = 100
    workers: int = 2


def audit_machine(machine_id, plan):
    gen = torch.Generator().manual_seed(machine_id)
    draws = torch.rand(plan.draws_per_machine, generator=gen)
    return machine_id, {c.value: round(c.run(draws, plan.bins), 3) for c in Check}


def audit_floor(plan):
    with ProcessPoolExecutor(plan.workers) as ex:
        return sorted(ex.map(audit_machine, range(1, plan.machines + 1), [plan] * plan.machines))
