import torch


def make_env(ramp, lanes, horizon, value):
    def episode():
        g = torch.Generator().manual_seed(ramp)
        density = torch.rand(512, lanes, generator=g)
        for _ in range(horizon):
            release = torch.sigmoid(density @ value - 0.5)
            density = (density * 0.95 + 0.05 * release).clamp(0, 1)
        print(f"ramp {ramp}: density {float(density.mean()):.4f}", flush=True)
    return episode
