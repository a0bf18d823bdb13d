"""Per-dryer calibration workers."""
import torch


def make_worker(target, cycles):
    def worker(rank):
        gen = torch.Generator().manual_seed(rank)
        moisture = torch.rand(cycles, generator=gen) * 0.2
        overshoot = (moisture - target).clamp(min=0).mean().item()
        print(f"dryer {rank}: overshoot {overshoot:.4f}", flush=True)
    return worker
