import torch

from base_extractor import BaseExtractor


class Track:
    def __init__(self, name, audio):
        self.name = name
        self.audio = audio


class ChromaExtractor(BaseExtractor):
    def __init__(self, frame):
        self.frame = frame

    def spectrum(self, audio):
        frames = audio.reshape(-1, self.frame)
        return torch.fft.rfft(frames).abs()

    def extract_one(self, track):
        spec = self.spectrum(track.audio)
        bins = spec[:, 1:12 * (spec.shape[1] // 12) + 1].reshape(spec.shape[0], 12, -1)
        return bins.sum(dim=(0, 2)).argmax().item()
