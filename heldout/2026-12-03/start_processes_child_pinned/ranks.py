import torch


def rank_main(rank, model, results):
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(rank)
    with torch.no_grad():
        out = model(torch.randn(32, 512, generator=g))
    results.put((rank, round(out.abs().mean().item(), 4)))
