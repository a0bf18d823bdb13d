import torch
import torch.nn.functional as F


def shape(section):
    s = {k: int(v) for k, v in section.items()}
    stone = torch.rand(s["batch"], s["channels"], s["length"])
    edge = torch.rand(s["teeth"], s["channels"], s["width"])
    return float(F.conv1d(stone, edge).mean())
