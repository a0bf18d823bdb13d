import torch


def morse_forces(pos, depth=1.0, width=1.5, r0=1.2):
    diff = pos[:, None, :] - pos[None, :, :]
    r = diff.pow(2).sum(-1).add(1e-9).sqrt()
    e = torch.exp(-width * (r - r0))
    mag = 2 * depth * width * e * (1 - e) / r
    mag.fill_diagonal_(0)
    return (mag[..., None] * diff).sum(1)
