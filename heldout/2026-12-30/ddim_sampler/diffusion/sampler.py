import torch
import torch.nn as nn


class Denoiser(nn.Module):
    def __init__(self, dim=32, temb=256):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(dim + temb, 256), nn.SiLU(), nn.Linear(256, dim))

    def forward(self, x, t_emb):
        return self.net(torch.cat([x, t_emb.expand(x.shape[0], -1)], 1))


class DDIMSampler:
    def __init__(self, model, temb_table, alphas, steps=10):
        self.model, self.temb, self.alphas, self.steps = model, temb_table, alphas, steps

    @torch.no_grad()
    def sample(self, seed, n=128, dim=32):
        g = torch.Generator().manual_seed(seed)
        x = torch.randn(n, dim, generator=g)
        ts = torch.linspace(len(self.alphas) - 2, 0, self.steps).long()
        for i, t in enumerate(ts):
            a_t = self.alphas[t]
            a_prev = self.alphas[ts[i + 1]] if i + 1 < len(ts) else torch.tensor(1.0)
            eps = self.model(x, self.temb[t][None])
            x0 = (x - (1 - a_t).sqrt() * eps) / a_t.sqrt()
            x = a_prev.sqrt() * x0 + (1 - a_prev).sqrt() * eps
        return x.std().item()
