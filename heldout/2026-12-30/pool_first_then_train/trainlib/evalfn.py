import torch


def eval_checkpoint(args):
    step, w = args
    x = torch.randn(256, w.shape[1])
    return step, (x @ w.T).relu().mean().item()
