def build_policy(size=128):
    import torch
    import torch.nn as nn
    w = torch.empty(size, size)
    nn.init.orthogonal_(w)
    return w
