from concurrent.futures import ProcessPoolExecutor

import torch

from sales import town_sales


def seat_map(state):
    tent = state["cfg"]["tent"]
    g = torch.Generator().manual_seed(2)
    view = torch.rand(tent["rows"], tent["seats_per_row"], generator=g)
    state["desirability"] = torch.cumsum(view, dim=1) @ torch.rand(tent["seats_per_row"], 64, generator=g)
    return state


def sell(state):
    towns = state["cfg"]["towns"]["names"]
    with ProcessPoolExecutor(max_workers=2) as ex:
        state["sales"] = list(ex.map(town_sales, towns, [state["desirability"]] * len(towns)))
    return state


def summary(state):
    for town, sold in state["sales"]:
        print(f"{town:8} {sold} seats sold")
    return state


STEPS = {"seat_map": seat_map, "sell": sell, "summary": summary}
