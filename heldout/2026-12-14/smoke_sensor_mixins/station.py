import torch

from crews import page_crew
from mixins import LauncherMixin, SmoothingMixin


class StationDispatcher(SmoothingMixin, LauncherMixin):
    def __init__(self, detectors, samples):
        gen = torch.Generator().manual_seed(112)
        self.readings = torch.rand(detectors, 1, samples, generator=gen)

    def smoothed_alarms(self):
        return self.smooth(self.readings).amax(dim=-1)

    def notify_crews(self, crews):
        codes = self.launch_all(page_crew, crews)
        if any(codes):
            raise SystemExit(f"paging failed: {codes}")
