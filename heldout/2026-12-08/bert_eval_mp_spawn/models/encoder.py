from torch import nn


class TinyEncoder(nn.Module):
    def __init__(self, vocab, dim, heads, classes):
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)
        self.layer = nn.TransformerEncoderLayer(dim, heads, dim * 2, batch_first=True)
        self.cls = nn.Linear(dim, classes)

    def forward(self, ids):
        return self.cls(self.layer(self.emb(ids))[:, 0])
