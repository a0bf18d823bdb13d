import torch


def refraction(prisms, width):
    torch.manual_seed(3)
    glass = torch.randn(prisms, width)
    return torch.cumsum(glass.T @ glass / prisms, dim=1)


def panel_focus(panel, rows, refr):
    torch.manual_seed(len(panel))
    return panel, float((torch.randn(rows, refr.shape[0]) @ refr).std())
