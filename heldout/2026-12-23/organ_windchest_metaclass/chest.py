import torch


class Settling(type):
    """Every wind chest settles its pressures as soon as it is built."""

    def __call__(cls, *args, **kwargs):
        instance = super().__call__(*args, **kwargs)
        instance.settle()
        return instance


class WindChest(metaclass=Settling):
    def __init__(self, channels, pallets):
        self.channels, self.pallets = channels, pallets
        self.pressure = None

    def settle(self):
        readings = torch.rand(self.channels, self.pallets)
        ordered, _ = readings.sort(dim=1)
        self.pressure = ordered[:, self.pallets // 2].mean().item()
