import torch

_ENGINE = None


class LayoutEngine:
    def __init__(self, dim=512, n_proto=256):
        torch.manual_seed(0)
        self.dim = dim
        self.proj = torch.nn.Linear(dim, 256)
        with torch.no_grad():
            self.prototypes = self.proj(torch.randn(n_proto, dim))

    def classify(self, pages):
        with torch.no_grad():
            return (self.proj(pages) @ self.prototypes.T).argmax(dim=1)


def get_engine():
    global _ENGINE
    if _ENGINE is None:
        _ENGINE = LayoutEngine()
    return _ENGINE
