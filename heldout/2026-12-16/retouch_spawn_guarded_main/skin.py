import torch
import torch.nn.functional as F


def smooth_portrait(i, size, strength):
    g = torch.Generator().manual_seed(i)
    img = torch.rand(1, 3, size, size, generator=g)
    blurred = F.avg_pool2d(img, 3, stride=1, padding=1)
    out = img * (1 - strength) + blurred * strength
    print(f"portrait {i}: {float(out.mean()):.4f}", flush=True)
