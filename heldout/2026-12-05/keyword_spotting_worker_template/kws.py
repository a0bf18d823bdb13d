import torch
import torch.nn.functional as F

from workers import BaseWorker


def keyword_scores(mels, templates):
    return F.conv1d(mels, templates).amax(dim=-1)


class SpotterWorker(BaseWorker):
    def __init__(self, rank, results, templates, clips):
        super().__init__(rank, results)
        self.templates = templates
        self.clips = clips

    def setup(self):
        g = torch.Generator().manual_seed(self.rank)
        self.mels = torch.randn(self.clips, self.templates.shape[1], 400, generator=g)

    def step(self):
        return int(keyword_scores(self.mels, self.templates).argmax(dim=1).bincount().argmax())
