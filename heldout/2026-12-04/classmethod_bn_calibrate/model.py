import torch
from torch import nn


class TabularNet(nn.Module):
    def __init__(self, n_features, hidden, n_out):
        super().__init__()
        self.norm = nn.BatchNorm1d(n_features)
        self.body = nn.Sequential(nn.Linear(n_features, hidden), nn.ReLU(), nn.Linear(hidden, n_out))

    def forward(self, x):
        return self.body(self.norm(x))

    @classmethod
    def from_config(cls, cfg, calibration=None):
        torch.manual_seed(cfg.get("seed", 0))
        model = cls(cfg["n_features"], cfg["hidden"], cfg["n_out"])
        if calibration is not None:
            model.train()
            with torch.no_grad():
                model.norm(calibration)
        return model.eval()
