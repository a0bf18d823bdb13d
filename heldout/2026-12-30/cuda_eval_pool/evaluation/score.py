import torch


def score_batch(args):
    seed, batch_size = args
    torch.manual_seed(seed)
    logits = torch.randn(batch_size, 10).to("cuda")
    return seed, logits.softmax(-1).max(-1).values.mean().item()
