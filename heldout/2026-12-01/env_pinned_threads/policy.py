import torch
import torch.nn as nn


def init_policy(obs=128, act=128):
    w = torch.empty(obs, act)
    nn.init.orthogonal_(w)
    return w
