import torch


def run_task(task_id, dim=192):
    gen = torch.Generator().manual_seed(task_id)
    a = torch.randn(dim, dim, generator=gen)
    return task_id % 997, round(float((a @ a).abs().mean()), 3)
