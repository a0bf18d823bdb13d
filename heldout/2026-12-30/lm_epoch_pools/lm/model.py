import torch
import torch.nn as nn


class BigramLM(nn.Module):
    def __init__(self, vocab=512, dim=256):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.out = nn.Linear(dim, vocab)

    def forward(self, idx):
        return self.out(self.emb(idx))


def train_epoch(model, steps=4, batch=256, vocab=512):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(steps):
        x = torch.randint(0, vocab, (batch,))
        y = torch.randint(0, vocab, (batch,))
        loss = nn.functional.cross_entropy(model(x), y)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return loss.item()
