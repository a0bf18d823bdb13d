import torch


class VisitorModel:
    _instance = None

    def __new__(cls, features=512, hidden=1024):
        if cls._instance is None:
            inst = super().__new__(cls)
            g = torch.Generator().manual_seed(9)
            basis = torch.randn(hidden, features, generator=g)
            inst.w1 = torch.linalg.qr(basis).Q.T.contiguous()  # features x hidden, orthonormal rows
            inst.w2 = torch.randn(hidden, 1, generator=g) / hidden ** 0.5
            cls._instance = inst
        return cls._instance

    def predict(self, weather):
        return torch.tanh(weather @ self.w1) @ self.w2
