import torch


class LogMel:
    def __init__(self, n_fft=512, hop=160):
        self.n_fft = n_fft
        self.hop = hop
        self.window = torch.hann_window(n_fft)

    def __call__(self, wave):
        spec = torch.stft(wave, self.n_fft, self.hop, window=self.window, return_complex=True)
        return torch.log1p(spec.abs())


class Normalizer:
    def __init__(self, extractor, reference):
        self.extractor = extractor
        self.reference = reference
        self._stats = None

    @property
    def stats(self):
        if self._stats is None:
            mel = self.extractor(self.reference)
            self._stats = (mel.mean().item(), mel.std().item())
        return self._stats
