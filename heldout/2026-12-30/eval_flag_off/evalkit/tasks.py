import torch

MODEL = None


def run_task(task_id):
    g = torch.Generator().manual_seed(task_id)
    x = torch.randn(256, 512, generator=g)
    with torch.no_grad():
        return task_id, MODEL(x).argmax(1).float().mean().item()
