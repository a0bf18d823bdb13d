from concurrent.futures import ProcessPoolExecutor

import torch


def colony_risk(idx, rows, width, threshold):
    torch.manual_seed(idx)
    frames = torch.rand(rows, width)
    weights = torch.rand(width, width) / width
    score = (frames @ weights).sum(dim=1)
    return idx, float((score > threshold / width).float().mean())


class Plugin:
    name = "survey"

    def __call__(self, state):
        cfg = state["cfg"]
        with ProcessPoolExecutor(max_workers=2) as ex:
            futures = [ex.submit(colony_risk, i, cfg["rows_per_colony"], cfg["width"], state["threshold"])
                       for i in range(cfg["colonies"])]
            state["risk"] = dict(f.result() for f in futures)
        return state
