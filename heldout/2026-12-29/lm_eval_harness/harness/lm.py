import torch
import torch.nn as nn


class TinyCausalLM(nn.Module):
    def __init__(self, vocab, d_model):
        super().__init__()
        self.emb = nn.Embedding(vocab, d_model)
        self.mix = nn.Linear(d_model, d_model)
        self.out = nn.Linear(d_model, vocab, bias=False)

    def forward(self, ids):
        h = self.emb(ids)
        # causal mean-pooling as a stand-in for attention
        h = h.cumsum(1) / torch.arange(1, ids.shape[1] + 1)[None, :, None]
        return self.out(torch.tanh(self.mix(h)))
