import torch
import torch.nn as nn

_EXTRACTOR = None


class CharCNN(nn.Module):
    def __init__(self, char_dim=32, filters=128, width=3):
        super().__init__()
        self.emb = nn.Embedding(128, char_dim)
        self.conv = nn.Conv1d(char_dim, filters, width, padding=1)

    def forward(self, chars):
        h = self.conv(self.emb(chars).transpose(1, 2))
        return h.max(-1).values


def set_extractor(**kw):
    global _EXTRACTOR
    torch.manual_seed(0)
    _EXTRACTOR = CharCNN(**kw).eval()


@torch.no_grad()
def char_features(sentences):
    words = [w for s in sentences for w, _ in s]
    L = max(len(w) for w in words)
    chars = torch.tensor([[min(ord(c), 127) for c in w] + [0] * (L - len(w)) for w in words])
    feats = _EXTRACTOR(chars)
    return torch.layer_norm(feats, feats.shape[-1:])
