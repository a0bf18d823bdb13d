import torch


class VibrationBaseline:
    """Per-frequency-bin vibration statistics over many flights of one engine type."""

    def __init__(self, spectra):
        self.spectra = spectra

    @classmethod
    def from_flight_logs(cls, n_flights, n_bins, seed=0):
        g = torch.Generator().manual_seed(seed)
        return cls(torch.rand(n_flights, n_bins, generator=g))

    def stats(self):
        return self.spectra.mean(dim=0), self.spectra.std(dim=0)
