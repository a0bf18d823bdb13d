import torch
import torch.nn.functional as F

import polishing


def burnish(args):
    straps = torch.randn(args.straps, args.width)
    edge = F.normalize(straps, dim=1).abs().amax(dim=1)
    print("edge", round(float(edge.mean()), 4))
    print("polished", polishing.polish(args.polishers, args.size))


def inventory(args):
    print("straps", args.straps)
