import torch


def ration_for(enclosure, state, days):
    g = torch.Generator().manual_seed(len(enclosure))
    intake = torch.rand(days, state["weight"].shape[1], generator=g)
    kg = torch.nn.functional.linear(intake, state["weight"], state["bias"]).clamp(min=0)
    return round(float(kg.mean()), 3)
