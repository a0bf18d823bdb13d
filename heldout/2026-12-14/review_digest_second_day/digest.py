import torch

DISHES = 2000


def summarize(batch):
    return float(torch.tanh(batch - 0.5).mean())


def write_report(day, count):
    gen = torch.Generator().manual_seed(100 + day)
    dish_mentions = torch.rand(DISHES, 300, generator=gen)
    ranked = torch.softmax(dish_mentions, dim=1).amax(dim=1)
    print(f"  report {day}: top dish weight {float(ranked.max()):.4f}", flush=True)
