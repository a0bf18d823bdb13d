import torch


def greedy_decode(logits):
    return logits.argmax(dim=-1)


def make_worker(cfg):
    def worker(rank):
        g = torch.Generator().manual_seed(rank)
        logits = torch.randn(cfg["utterances"], cfg["frames"], cfg["vocab"], generator=g)
        tokens = greedy_decode(logits)
        print(f"rank {rank}: {tokens.shape[0]} hypotheses", flush=True)
    return worker
