import torch

MODEL = None


def run(seed):
    torch.manual_seed(seed)
    with torch.no_grad():
        return seed, MODEL(torch.randn(256, 512)).mean().item()
