import torch
import torch.nn as nn

from .registry import register


class ZooModel(nn.Module):
    @property
    def num_params(self):
        return sum(p.numel() for p in self.parameters())

    @property
    def param_norm(self):
        return float(sum(p.detach().pow(2).sum() for p in self.parameters()) ** 0.5)


@register("wide_mlp")
class WideMLP(ZooModel):
    def __init__(self, in_dim, hidden, depth):
        super().__init__()
        dims = [in_dim] + [hidden] * depth
        self.net = nn.Sequential(*[m for a, b in zip(dims, dims[1:]) for m in (nn.Linear(a, b), nn.GELU())])

    def forward(self, x):
        return self.net(x)


@register("tiny_cnn")
class TinyCNN(ZooModel):
    def __init__(self, in_dim=3, hidden=16, depth=2):
        super().__init__()
        self.net = nn.Sequential(*[nn.Conv2d(in_dim if i == 0 else hidden, hidden, 3, padding=1) for i in range(depth)])

    def forward(self, x):
        return self.net(x)
