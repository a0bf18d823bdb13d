import torch


class PointsModel:
    def __init__(self, cfg, seed=5):
        gen = torch.Generator().manual_seed(seed)
        self.cfg = cfg
        self.weights = torch.rand(cfg.features, cfg.tiers, generator=gen)

    def tier_of(self, spend):
        return (spend @ self.weights).argmax(dim=1)

    def region_summary(self, region):
        gen = torch.Generator().manual_seed(1000 + region)
        spend = torch.rand(self.cfg.customers_per_region, self.cfg.features, generator=gen)
        tiers = torch.bincount(self.tier_of(spend), minlength=self.cfg.tiers)
        return region, tiers.tolist()
