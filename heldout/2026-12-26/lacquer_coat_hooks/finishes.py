import torch
from torch import nn

import hooks


@hooks.on("before_coat")
def key_the_surface(job):
    torch.manual_seed(job["seed"])
    panels = torch.randn(job["panels"], job["width"])
    sander = nn.Linear(job["width"], job["width"])
    with torch.no_grad():
        job["keyed"] = sander(panels).abs().mean().item()
    return job
