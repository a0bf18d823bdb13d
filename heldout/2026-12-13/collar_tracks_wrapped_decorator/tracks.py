import torch

from instrument import logged


@logged
def home_range(collar_id, fixes):
    g = torch.Generator().manual_seed(collar_id)
    steps = torch.randn(fixes, 2, generator=g) * 150
    xy = steps.cumsum(dim=0)
    centre = xy.mean(dim=0)
    radius95 = (xy - centre).norm(dim=1).quantile(0.95)
    print(f"collar {collar_id}: 95% radius {float(radius95) / 1000:.1f} km", flush=True)
