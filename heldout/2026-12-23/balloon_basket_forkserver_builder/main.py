import json

import torch

from builder import LaunchBuilder


def survey(rows, cols):
    terrain = torch.randn(rows, cols)
    q, r = torch.linalg.qr(terrain)
    return float(r.diagonal().abs().sum())


def main():
    with open("basket.json") as fh:
        cfg = json.load(fh)
    print(f"terrain roughness {survey(**cfg['survey']):.2f}")
    launch = (LaunchBuilder()
              .start_method(cfg["start_method"])
              .crew(cfg["crew"])
              .load(cfg["load"]["rows"], cfg["load"]["cols"])
              .build())
    print("exit codes", launch.run())


if __name__ == "__main__":
    main()
