import torch
import torch.nn as nn


def init_policy(obs=64, act=64):
    w = torch.empty(obs, act)
    nn.init.orthogonal_(w)
    return w
