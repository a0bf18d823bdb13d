"""Training day as a small state machine: weigh -> train -> fly -> done."""
import torch
from torch import nn

import flights


def weigh(ctx):
    ctx["weights"] = torch.randn(ctx["birds"], ctx["features"])
    return "train"


def train(ctx):
    layer = nn.Linear(ctx["features"], ctx["features"])
    with torch.no_grad():
        ctx["fitness"] = layer(ctx["weights"]).relu().mean().item()
    return "fly" if ctx["fitness"] > 0 else "done"


def fly(ctx):
    ctx["flights"] = flights.fly_lures(ctx["lures"], ctx["lure_rows"], ctx["features"])
    return "done"


TRANSITIONS = {"weigh": weigh, "train": train, "fly": fly}


def run(ctx, state="weigh"):
    while state != "done":
        print("state:", state, flush=True)
        state = TRANSITIONS[state](ctx)
    return ctx
