import functools

import torch


@functools.lru_cache(maxsize=None)
def device():
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


class HipScorer(torch.nn.Module):
    """Scores canine hip-dysplasia radiographs (Norberg-angle proxy)."""

    def __init__(self):
        super().__init__()
        self.features = torch.nn.Sequential(torch.nn.Conv2d(1, 8, 5, stride=2), torch.nn.ReLU(),
                                            torch.nn.AdaptiveAvgPool2d(1))
        self.head = torch.nn.Linear(8, 1)

    def forward(self, x):
        return self.head(self.features(x).flatten(1)).squeeze(1)


def load_scorer():
    torch.manual_seed(0)
    return HipScorer().eval().to(device())
