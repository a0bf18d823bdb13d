import torch
import torch.nn as nn


def build_reference(seed=0):
    """fp64 copy of the model, used to check the fp32 workers' outputs."""
    torch.manual_seed(seed)
    model = nn.Linear(512, 512)
    return model.double().eval()
