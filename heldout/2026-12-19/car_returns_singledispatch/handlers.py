"""Return-desk event handlers, dispatched on the event type."""
import functools
import multiprocessing as mp

import torch
import torch.nn.functional as F

from events import Inspection, Settlement


@functools.singledispatch
def handle(event, context):
    raise TypeError(f"no handler for {type(event).__name__}")


@handle.register
def _(event: Inspection, context):
    gen = torch.Generator().manual_seed(31)
    checks = torch.rand(event.cars, event.checks, generator=gen)
    context["condition"] = F.layer_norm(checks, (event.checks,))
    yield f"{event.branch}: inspected {event.cars} returns"


def _settle(args):
    index, account, condition = args
    charges = torch.relu(condition @ condition[: condition.shape[1]].T + index)
    return account, charges.mean().item()


@handle.register
def _(event: Settlement, context):
    jobs = [(i, acc, context["condition"]) for i, acc in enumerate(event.accounts)]
    with mp.get_context("fork").Pool(2) as pool:
        for account, charge in pool.map(_settle, jobs):
            yield f"{event.branch} {account}: {charge:.2f}"
