import torch

from pacers import Pacer
from simulate import simulate_campaigns

STRATEGY = "throttle"
CAMPAIGNS, HOURS, AUCTIONS = 20_000, 24, 4096
BUDGETS = [5.0, 8.0, 12.0]


def main():
    g = torch.Generator().manual_seed(0)
    history = torch.rand(CAMPAIGNS, HOURS, generator=g)
    pacer = Pacer.registry[STRATEGY]().fit(history)
    print("exhaustion hour per budget", simulate_campaigns(BUDGETS, pacer.curve, AUCTIONS))


if __name__ == "__main__":
    main()
