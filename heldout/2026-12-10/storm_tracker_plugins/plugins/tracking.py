from concurrent.futures import ProcessPoolExecutor

import torch

ORDER = 20


def track_basin(anomaly):
    lows = anomaly < anomaly.mean() - 2 * anomaly.std()
    return int(lows.sum())


def run(state):
    basins = state["anomaly"].chunk(state["basins"])
    with ProcessPoolExecutor(max_workers=2) as ex:
        futures = [ex.submit(track_basin, b) for b in basins]
        state["lows"] = [f.result() for f in futures]
    return state
