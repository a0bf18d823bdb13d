import torch
import torch.nn as nn


class VAE(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.latent = cfg.latent
        self.enc = nn.Sequential(nn.Linear(cfg.image_dim, cfg.hidden), nn.SiLU(), nn.Linear(cfg.hidden, 2 * cfg.latent))
        self.dec = nn.Sequential(nn.Linear(cfg.latent, cfg.hidden), nn.SiLU(), nn.Linear(cfg.hidden, cfg.image_dim))

    def encode(self, x):
        mu, logvar = self.enc(x).chunk(2, -1)
        return mu, logvar

    @torch.no_grad()
    def sample(self, n, generator=None):
        z = torch.randn(n, self.latent, generator=generator)
        return torch.sigmoid(self.dec(z))
