import multiprocessing

import torch

from config import LoyaltyConfig
from points import PointsModel


def main():
    cfg = LoyaltyConfig()
    model = PointsModel(cfg)
    preview = torch.rand(cfg.preview_customers, cfg.features)
    print(f"preview tiers: {model.tier_of(preview).tolist()}")
    with multiprocessing.Pool(cfg.regions) as pool:
        for region, counts in sorted(pool.map(model.region_summary, range(cfg.regions))):
            print(f"region {region}: tier counts {counts}")


if __name__ == "__main__":
    main()
