import torch


def rank(scores):
    names = sorted(scores)
    points = torch.tensor([float(scores[n]) for n in names])
    order = torch.argsort(points, descending=True)
    return [names[i] for i in order.tolist()]
