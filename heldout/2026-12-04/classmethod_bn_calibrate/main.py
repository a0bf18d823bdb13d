import torch

from evaluation import evaluate_parallel
from model import TabularNet

CONFIG = {"n_features": 128, "hidden": 256, "n_out": 4, "seed": 3}


def main():
    gen = torch.Generator().manual_seed(0)
    calibration = torch.normal(1.0, 3.0, size=(1024, CONFIG["n_features"]), generator=gen)
    model = TabularNet.from_config(CONFIG, calibration=calibration)
    print("running mean", round(float(model.norm.running_mean.mean()), 4))
    print(evaluate_parallel(model, CONFIG["n_features"]))


if __name__ == "__main__":
    main()
