from functools import reduce

import torch

import rollers

STAGES = {}


def stage(fn):
    STAGES[fn.__name__] = fn
    return fn


@stage
def mix(state):
    cfg = state["cfg"]["mix"]
    pigment = torch.rand(cfg["rows"], cfg["width"])
    state["density"] = pigment.cumsum(dim=1)[:, -1].mean().item()
    state["width"] = cfg["width"]
    return state


@stage
def roll(state):
    cfg = state["cfg"]["roll"]
    state["pressures"] = rollers.roll_all(cfg["rollers"], cfg["rows"], state["width"])
    return state


@stage
def report(state):
    print(f"density {state['density']:.1f}; pressures {state.get('pressures')}")
    return state


def run(names, state):
    return reduce(lambda s, name: STAGES[name](s), names, state)
