from typing import Protocol

import torch
import torch.nn.functional as F


class Instrument(Protocol):
    name: str

    def sweep(self, cfg: dict) -> torch.Tensor: ...


class Gps:
    name = "gps"

    def sweep(self, cfg):
        return torch.randn(cfg["batch"], 3)


class Radar:
    name = "radar"

    def sweep(self, cfg):
        echoes = torch.randn(cfg["batch"], cfg["channels"], cfg["samples"])
        kernel = torch.randn(cfg["filters"], cfg["channels"], cfg["width"])
        return F.conv1d(echoes, kernel)


REGISTRY = {cls.name: cls for cls in (Gps, Radar)}
