"""Rolling-origin backtest of an LSTM forecaster.

Each fold is evaluated in an isolated child process (fork) so that leaked
state between folds cannot bias the results.
"""
import argparse
import json
import os
import tempfile
import tomllib

import torch

from forecast.data import synthetic_panel, rolling_zscore
from forecast.model import LSTMForecaster
from utils.proc import run_isolated


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="experiment.toml")
    with open(ap.parse_args().config, "rb") as f:
        cfg = tomllib.load(f)

    panel = synthetic_panel(cfg["data"]["n_series"], cfg["data"]["length"])
    panel = rolling_zscore(panel, cfg["data"]["window"])
    torch.manual_seed(0)
    model = LSTMForecaster(hidden=cfg["model"]["hidden"], horizon=cfg["backtest"]["horizon"]).eval()

    out_dir = tempfile.mkdtemp(prefix="backtest_")
    bt = cfg["backtest"]
    for fold in range(bt["folds"]):
        origin = panel.shape[1] - (bt["folds"] - fold) * bt["horizon"]

        def evaluate(origin=origin, fold=fold):
            ctx = panel[:, origin - bt["context"]:origin, None]
            with torch.no_grad():
                pred = model(ctx)
            mae = (pred - panel[:, origin:origin + bt["horizon"]]).abs().mean().item()
            with open(os.path.join(out_dir, f"fold{fold}.json"), "w") as fh:
                json.dump({"fold": fold, "mae": mae}, fh)

        code = run_isolated(evaluate)
        print(f"fold {fold}: exit {code}", open(os.path.join(out_dir, f"fold{fold}.json")).read())


if __name__ == "__main__":
    main()
