import torch


class TravelNetwork:
    def __init__(self, sites, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.legs = torch.rand(sites, sites, generator=g) * 3.0  # hours between attractions
        self.appeal = torch.rand(sites, generator=g)

    def two_leg_hours(self):
        """Best one-stop connection time between every pair, via a soft-min over stops."""
        return -torch.log(torch.exp(-self.legs) @ torch.exp(-self.legs))
