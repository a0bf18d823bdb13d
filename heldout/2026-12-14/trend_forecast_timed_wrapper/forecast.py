import torch

COLORWAYS = 48


def forecast_season(season):
    gen = torch.Generator().manual_seed(sum(map(ord, season)))
    demand = torch.rand(COLORWAYS, 12, generator=gen)
    top = demand.sum(dim=1).topk(3).indices.tolist()
    print(f"{season}: top colourways {top}", flush=True)
