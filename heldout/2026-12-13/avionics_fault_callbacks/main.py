import torch

from callbacks import LossLogger, PeriodicEvaluator
from trainer import Trainer

SENSORS = 512  # ACARS fault-message features per flight leg


def legs(n, seed):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, SENSORS, generator=g)
    y = (x[:, :8].sum(dim=1) > 0).long()
    return x, y


if __name__ == "__main__":
    x_train, y_train = legs(2048, 0)
    x_val, y_val = legs(4096, 1)
    evaluator = PeriodicEvaluator(x_val, y_val, every=2)
    trainer = Trainer(torch.nn.Linear(SENSORS, 2), callbacks=[LossLogger(), evaluator])
    trainer.fit(x_train, y_train, epochs=4, batch_size=256)
    evaluator.close()
