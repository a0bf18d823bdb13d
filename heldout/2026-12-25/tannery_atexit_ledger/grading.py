import torch


def grade(hides, features, grades):
    h = torch.rand(hides, features)
    g = torch.rand(grades, features)
    return torch.bincount(torch.cdist(h, g).argmin(dim=1), minlength=grades)
