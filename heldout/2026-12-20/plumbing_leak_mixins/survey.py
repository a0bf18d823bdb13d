import torch

from mixins import CalibrationMixin, FanOutMixin


def listen_street(street, whitening, segments, out):
    g = torch.Generator().manual_seed(len(street))
    spectra = torch.randn(segments, whitening.shape[0], generator=g) @ whitening
    out.put((street, int((spectra.abs().max(dim=1).values > 3.5).sum())))


class LeakSurvey(CalibrationMixin, FanOutMixin):
    def run(self, streets, segments):
        return self.fan_out(listen_street, streets, self.whitening, segments)
