from concurrent.futures import ProcessPoolExecutor

import torch

from render import render_block


def stage(name, registry={}):
    def deco(fn):
        registry[name] = fn
        return fn
    deco.registry = registry
    return deco


STAGES = stage.__defaults__[0]


@stage("normalize")
def normalize(state):
    cfg = state["cfg"]
    g = torch.Generator().manual_seed(4)
    state["cues"] = torch.randn(cfg["cues"], cfg["dim"], generator=g)
    state["audio"] = torch.randn(cfg["frames"], cfg["dim"], generator=g)
    return state


@stage("align")
def align(state):
    scores = state["cues"] @ state["audio"].T / state["cfg"]["dim"] ** 0.5
    state["attention"] = torch.softmax(scores, dim=1)
    state["timing"] = state["attention"].argmax(dim=1)
    return state


@stage("export")
def export(state):
    cfg = state["cfg"]
    blocks = state["cues"].chunk(cfg["workers"] * 2)
    with ProcessPoolExecutor(max_workers=cfg["workers"]) as ex:
        lines = list(ex.map(render_block, blocks, chunksize=cfg["chunksize"]))
    state["report"] = f"{sum(lines)} subtitle lines rendered"
    return state
