import torch

from model import load_controller
from rollout import run_houses

SENSORS, ACTUATORS, STEPS = 12, 4, 50


def main():
    device = "cuda" if torch.cuda.is_available() else "cpu"
    ctrl = load_controller(SENSORS, ACTUATORS, device)
    print(run_houses(ctrl, [1, 2, 3], STEPS, SENSORS))


if __name__ == "__main__":
    main()
