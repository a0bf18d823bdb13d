import torch

STATS = {}


def attach_stats(module, name):
    def hook(mod, inputs, output):
        STATS[name] = (output.mean().item(), output.var(dim=0).mean().item())
    return module.register_forward_hook(hook)
