import torch


def average_checkpoints(state_dicts):
    keys = state_dicts[0].keys()
    return {k: torch.stack([sd[k].float() for sd in state_dicts]).mean(0) for k in keys}
