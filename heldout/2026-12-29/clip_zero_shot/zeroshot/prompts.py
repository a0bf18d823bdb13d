import zlib

import torch
import torch.nn.functional as F


def fake_tokenize(text, dim):
    g = torch.Generator().manual_seed(zlib.crc32(text.encode()))
    return torch.randn(dim, generator=g)


@torch.no_grad()
def class_embeddings(model, templates, n_classes):
    weights = []
    for c in range(n_classes):
        toks = torch.stack([fake_tokenize(t.format(f"class{c}"), model.text_dim) for t in templates])
        weights.append(F.normalize(model.encode_text(toks).mean(0), dim=-1))
    return torch.stack(weights, 1)
