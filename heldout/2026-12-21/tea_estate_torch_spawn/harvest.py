import torch


def season_basis(seasons, width):
    torch.manual_seed(22)
    plucks = torch.randn(seasons, width)
    return torch.linalg.qr(plucks.T @ plucks).R.diagonal().abs()


def garden_yield(rank, rows, width, scale):
    torch.manual_seed(rank)
    flush = torch.randn(rows, width) @ torch.randn(width, width)
    print(f"garden {rank}: yield index {float(flush.abs().mean()) * scale:.2f}", flush=True)
