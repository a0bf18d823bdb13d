import torch


def replay(event, device, scale):
    pulse = torch.randn(3, 20_000, device=device) * scale
    velocity = pulse.cumsum(dim=1) / 20_000
    print(f"{event}: peak delta-v {float(velocity.abs().max()):.3f}", flush=True)
