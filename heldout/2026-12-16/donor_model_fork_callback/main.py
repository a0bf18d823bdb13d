import torch

from callbacks import ForkedHoldoutEval, PrintLoss
from trainer import Trainer, TrainConfig


def build_data(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    x = torch.randn(cfg.donors, cfg.features, generator=g)
    y = (x[:, :8].sum(1, keepdim=True) > 0).float()
    return x, y


if __name__ == "__main__":
    cfg = TrainConfig()
    x, y = build_data(cfg)
    holdout = torch.randn(cfg.holdout, cfg.features)
    trainer = Trainer(cfg, callbacks=[PrintLoss(), ForkedHoldoutEval(holdout)])
    trainer.fit(x, y)
    print("done")
