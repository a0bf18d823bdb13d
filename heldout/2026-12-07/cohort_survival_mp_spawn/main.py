import torch

from launch import run_sites
from survival import kaplan_meier

PATIENTS = 200000


def main():
    g = torch.Generator().manual_seed(42)
    times = torch.rand(PATIENTS, generator=g)
    events = (torch.rand(PATIENTS, generator=g) > 0.3).float()
    print("pooled survival", round(float(kaplan_meier(times, events)[-1]), 4))
    run_sites(2, PATIENTS)


if __name__ == "__main__":
    main()
