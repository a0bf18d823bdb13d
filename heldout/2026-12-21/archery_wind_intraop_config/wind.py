import torch


def gust_model(readings, width):
    torch.manual_seed(14)
    a = torch.randn(readings, width)
    return torch.softmax(a.T @ a / readings, dim=0)


def target_sway(target, rows, gusts):
    torch.manual_seed(target)
    return target, float((torch.randn(rows, gusts.shape[0]) @ gusts).abs().max())
