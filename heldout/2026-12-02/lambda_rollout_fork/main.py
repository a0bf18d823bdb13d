import torch

from launch import launch_rollouts
from normalizer import RunningMeanStd

CONFIG = {"obs_dim": 128, "n_actions": 4, "horizon": 4, "n_workers": 2, "seed": 7}


def main():
    torch.manual_seed(0)
    norm = RunningMeanStd(CONFIG["obs_dim"])
    norm.update(torch.randn(512, CONFIG["obs_dim"]) * 2.0)
    print("normaliser count:", int(norm.count))
    print("returns:", launch_rollouts(CONFIG))


if __name__ == "__main__":
    main()
