import multiprocessing as mp

import torch
import torch.nn.functional as F

from steps import step


@step("scent")
def scent(state, section):
    state["notes"] = 3
    return state


@step("melt", needs=("wax",))
def melt(state, section):
    side = section.getint("side")
    wax = torch.randn(section.getint("batch"), 16, side, side)
    kernel = torch.randn(32, 16, 3, 3)
    state["wax"] = F.conv2d(wax, kernel, padding=1).mean().item()
    return state


@step("pour", needs=("moulds",))
def pour(state, section):
    ctx = mp.get_context("fork")
    with ctx.Pool(section.getint("workers")) as pool:
        state["moulds"] = list(pool.imap(_set, range(section.getint("moulds"))))
    return state


def _set(index):
    block = torch.randn(512, 512)
    return float((block @ block).mean()) + index
