import torch

from experiment import LatencyExperiment
from power import run_power_analysis

PLAN = {"users": 300_000, "effects": [0.02, 0.05, 0.1], "n_per_arm": 2000, "sims": 200}


def main():
    exp = LatencyExperiment("search-latency")
    g = torch.Generator().manual_seed(0)
    exp.samples = torch.empty(PLAN["users"]).exponential_(1 / 120.0, generator=g)
    print("mode bin", int(exp.histogram.argmax()))
    print(run_power_analysis(PLAN["effects"], PLAN["n_per_arm"], PLAN["sims"]))


if __name__ == "__main__":
    main()
