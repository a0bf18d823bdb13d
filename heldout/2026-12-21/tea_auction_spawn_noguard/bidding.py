import torch


def settle(lot, reserve):
    bids = torch.linspace(reserve * 0.8, reserve * 1.3, 12)
    print(f"{lot}: hammer {float(bids[bids >= reserve][0]):.1f}", flush=True)
