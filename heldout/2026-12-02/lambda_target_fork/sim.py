import torch


def simulate(env_id, steps, out):
    g = torch.Generator().manual_seed(env_id)
    state = torch.randn(64, 64, generator=g)
    transition = torch.randn(64, 64, generator=g) / 8.0
    for _ in range(steps):
        state = torch.tanh(state @ transition)
    out.put((env_id, round(float(state.abs().mean()), 4)))
