import torch

from features import SmoothingFeatureMixin
from fitting import ParallelFitMixin


class LoadForecaster(SmoothingFeatureMixin, ParallelFitMixin):
    def __init__(self, n_feeders, n_phases, n_samples, n_lags, seed=2):
        self.gen = torch.Generator().manual_seed(seed)
        self.n_feeders, self.n_phases, self.n_samples, self.n_lags = n_feeders, n_phases, n_samples, n_lags

    def load_curves(self):
        return torch.normal(1.0, 0.2, size=(self.n_feeders, self.n_phases, self.n_samples), generator=self.gen)

    def problems(self, smoothed):
        out = []
        for f in range(self.n_feeders):
            series = smoothed[f].sum(dim=0)
            design = series.unfold(0, self.n_lags, 1)[:-1]
            out.append((f, design.contiguous(), series[self.n_lags:].unsqueeze(1).contiguous()))
        return out

    def run(self):
        smoothed = self.smooth(self.load_curves())
        return self.fit_all(self.problems(smoothed)[: self.n_jobs * 2])
