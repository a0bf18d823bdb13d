import torch

from raptors import Raptor


class Kestrel(Raptor, kind="kestrel"):
    def survey_range(self):
        return float(self.cfg["hover_m"])


class Peregrine(Raptor, kind="peregrine"):
    def survey_range(self):
        g = torch.Generator().manual_seed(11)
        stoops = torch.randn(self.cfg["stoop_points"], self.cfg["dims"], generator=g)
        anchors = torch.randn(self.cfg["anchors"], self.cfg["dims"], generator=g)
        return torch.cdist(stoops, anchors).min(dim=1).values.mean().item()
