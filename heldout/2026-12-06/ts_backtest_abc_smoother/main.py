import torch

from backtest import Backtester
from smoothers import HannSmoother

SERIES = {"channels": 48, "length": 2048, "window": 15, "folds": 3}


def main():
    g = torch.Generator().manual_seed(42)
    history = torch.rand(SERIES["channels"], SERIES["length"], generator=g)
    smoother = HannSmoother(SERIES["window"])
    trend = smoother.apply(history)
    print("trend", tuple(trend.shape))
    for fold, mae in Backtester(smoother, SERIES["folds"]).run(SERIES["channels"], SERIES["length"]):
        print("fold", fold, mae)


if __name__ == "__main__":
    main()
