import torch


def render_cue(cue_name, looks, fade_steps):
    steps = torch.linspace(0, 1, fade_steps).view(-1, 1, 1)
    frames = looks[0].unsqueeze(0) * (1 - steps) + looks[-1].unsqueeze(0) * steps
    return cue_name, float(frames.clamp(0, 1).mean())
