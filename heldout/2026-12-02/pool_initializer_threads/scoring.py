import torch


def init_worker(threads):
    torch.set_num_threads(threads)


def score_block(block_id):
    g = torch.Generator().manual_seed(block_id)
    queries = torch.randn(128, 64, generator=g)
    items = torch.randn(64, 128, generator=g)
    return block_id, int((queries @ items).argmax(dim=1).sum())
