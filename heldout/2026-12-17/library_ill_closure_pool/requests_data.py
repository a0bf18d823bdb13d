"""Inter-library loan requests and lender match scores."""
import torch


def request_batches(n_batches, per_batch, lenders, seed=13):
    gen = torch.Generator().manual_seed(seed)
    for b in range(n_batches):
        yield b, torch.rand(per_batch, lenders, generator=gen)


def best_lenders(batch):
    return batch.argmax(dim=1)
