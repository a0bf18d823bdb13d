import torch


class Calibrated:
    """Descriptor computing a burner curve on first access and caching it on the instance."""

    def __set_name__(self, owner, name):
        self.slot = "_" + name

    def __get__(self, rig, owner=None):
        if rig is None:
            return self
        if self.slot not in rig.__dict__:
            log = torch.randn(rig.samples, rig.valves)
            q, r = torch.linalg.qr(log)
            rig.__dict__[self.slot] = r.diagonal().abs()
        return rig.__dict__[self.slot]


class BurnerRig:
    curve = Calibrated()

    def __init__(self, samples, valves):
        self.samples = samples
        self.valves = valves

    def peak(self):
        return float(self.curve.max())
