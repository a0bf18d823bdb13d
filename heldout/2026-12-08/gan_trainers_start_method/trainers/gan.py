import torch

from .base import Trainer


class GeneratorTrainer(Trainer):
    def fit(self):
        g = torch.Generator().manual_seed(self.cfg["seed"])
        z = torch.randn(16, self.cfg["latent"], generator=g)
        return "generator", round(float(z.pow(2).mean()), 3)


class DiscriminatorTrainer(Trainer):
    def fit(self):
        g = torch.Generator().manual_seed(self.cfg["seed"])
        x = torch.rand(16, 3, 8, 8, generator=g)
        return "discriminator", round(float(x.mean()), 3)
