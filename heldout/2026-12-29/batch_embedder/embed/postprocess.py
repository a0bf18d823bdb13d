import torch


def quantize_block(x):
    """Symmetric per-row int8 quantisation."""
    scale = x.abs().amax(-1, keepdim=True).clamp_min(1e-8) / 127
    codes = torch.round(x / scale).clamp(-127, 127).to(torch.int8)
    # reconstruction sanity check
    err = (codes.float() * scale - x).pow(2).sum(-1).sqrt()
    assert float(err.max()) < 0.05
    return codes, scale.squeeze(-1)
