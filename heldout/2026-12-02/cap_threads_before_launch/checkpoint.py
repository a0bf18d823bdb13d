import torch
import torch.nn as nn


def make_model():
    return nn.Sequential(nn.Linear(512, 512), nn.ReLU(), nn.Linear(512, 16))


def load_checkpoint(seed=0):
    torch.manual_seed(seed)
    source = make_model()
    model = make_model()
    model.load_state_dict(source.state_dict())
    return model.eval()
