import torch

from binning import HourBinner
from service import OccupancyService


def main():
    binner = HourBinner(hours_per_day=24)
    svc = OccupancyService(binner, ward_groups=["icu", "surgical"], admissions_per_group=500_000)
    history = torch.empty(500_000).uniform_(0.0, 24.0)
    svc.warm_up(history)
    svc.start()
    svc.wait()
    print("all ward groups reported")


if __name__ == "__main__":
    main()
