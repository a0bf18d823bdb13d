import contextlib
from concurrent.futures import ProcessPoolExecutor, as_completed

import torch

from model import LoadLSTM


def evaluate_window(state, window, cfg):
    torch.manual_seed(window)
    model = LoadLSTM(cfg["features"], cfg["hidden"])
    model.load_state_dict(state)
    x = torch.rand(cfg["lookback"], cfg["batch"], cfg["features"])
    with torch.no_grad():
        return window, float(model(x).mean())


def rolling_backtest(state, cfg):
    scores = {}
    with contextlib.ExitStack() as stack:
        ex = stack.enter_context(ProcessPoolExecutor(max_workers=2))
        futures = []
        for w in range(cfg["windows"]):
            futures.append(ex.submit(evaluate_window, state, w, cfg))
        for f in as_completed(futures):
            w, s = f.result()
            scores[w] = round(s, 4)
    return scores
