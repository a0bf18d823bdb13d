import torch


@torch.no_grad()
def sanity_check(net, size, batch=8):
    """The denoiser must preserve shape and produce finite outputs."""
    x = torch.randn(batch, 3, size, size)
    y = net(x, torch.full((batch,), 500))
    assert y.shape == x.shape, (y.shape, x.shape)
    assert torch.isfinite(y).all()
