import torch

from .base import Callback


class ValidationMetrics(Callback):
    def __init__(self, val_size=512):
        self.val_x = torch.randn(val_size, 64)
        self.val_y = torch.randint(0, 4, (val_size,))

    def on_epoch_end(self, trainer, epoch):
        trainer.model.eval()
        with torch.no_grad():
            acc = (trainer.model(self.val_x).argmax(1) == self.val_y).float().mean().item()
        trainer.model.train()
        trainer.history.append(acc)
        print(f"epoch {epoch}: val acc {acc:.3f}", flush=True)
