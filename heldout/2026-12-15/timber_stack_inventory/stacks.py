import torch

from workerutil import worker_entry


def scan_yard(stacks, logs_per_stack, seed=3):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(stacks, logs_per_stack, generator=g) * 0.4 + 0.2


def volume_summary(diams, length_m=4.0):
    area = torch.pi * (diams / 2).pow(2)
    return (area * length_m).sum(dim=1)


@worker_entry
def audit_stack(stack_id, diams, out):
    resampled = diams.repeat(200) * (1 + 0.01 * torch.randn(diams.numel() * 200, generator=torch.Generator().manual_seed(stack_id)))
    vol = float((torch.pi * (resampled / 2).pow(2) * 4.0).sum() / 200)
    out.put((stack_id, round(vol, 2)))
