import torch
import torch.nn as nn


def make_member(width):
    return nn.Sequential(nn.Linear(100, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 5))


def fake_checkpoint(width, seed):
    torch.manual_seed(seed)
    return make_member(width).state_dict()


def load_ensemble(width, seeds):
    members = []
    for s in seeds:
        m = make_member(width)
        m.load_state_dict(fake_checkpoint(width, s))
        members.append(m.eval())
    return members
