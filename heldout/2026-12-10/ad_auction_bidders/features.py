import torch
import torch.nn as nn


class AdEncoder(nn.Module):
    def __init__(self, n_ads, dim):
        super().__init__()
        self.bag = nn.EmbeddingBag(n_ads, dim, mode="mean")

    def forward(self, ad_ids, offsets):
        return self.bag(ad_ids, offsets)


def encode_inventory(n_ads, dim, history_len, seed=2):
    torch.manual_seed(seed)
    enc = AdEncoder(n_ads, dim)
    ids = torch.randint(0, n_ads, (history_len,))
    offsets = torch.arange(0, history_len, 8)
    with torch.no_grad():
        return enc(ids, offsets)
