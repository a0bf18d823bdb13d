from dataclasses import dataclass, field

import torch

SPINE_SAMPLES = 2048


def drag_basis(width=512):
    torch.manual_seed(70)
    w = torch.empty(width, width)
    torch.nn.init.orthogonal_(w)
    spines, _ = torch.randn(SPINE_SAMPLES, width).sort(dim=0)
    return w * spines[-1]


@dataclass(frozen=True)
class FlightModel:
    width: int = 512
    drag: torch.Tensor = field(default_factory=drag_basis, repr=False)

    def drift(self, shots):
        return (shots @ self.drag).norm(dim=1)
