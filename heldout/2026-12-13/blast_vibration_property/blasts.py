import torch


class Blast:
    """One production blast recorded by a triaxial geophone (3 x samples, mm/s)."""

    def __init__(self, blast_id, samples, charge_kg):
        self.blast_id, self.samples, self.charge_kg = blast_id, samples, charge_kg
        self._traces = None

    @property
    def traces(self):
        if self._traces is None:
            g = torch.Generator().manual_seed(self.blast_id)
            self._traces = torch.randn(3, self.samples, generator=g) * self.charge_kg ** 0.5
        return self._traces

    @property
    def peak_vector_sum(self):
        return float(self.traces.pow(2).sum(dim=0).sqrt().max())
