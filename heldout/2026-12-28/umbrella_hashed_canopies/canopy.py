import torch


class Canopy:
    def __init__(self, panels, inner, span, seed):
        self.panels, self.inner, self.span, self.seed = panels, inner, span, seed

    def _fingerprint(self):
        g = torch.Generator().manual_seed(self.seed)
        warp = torch.randn(self.panels, self.inner, generator=g)
        weft = torch.randn(self.inner, self.span, generator=g)
        return round(float((warp @ weft).abs().mean()), 3)

    def __hash__(self):
        return hash(self._fingerprint())

    def __eq__(self, other):
        return isinstance(other, Canopy) and self.seed == other.seed
