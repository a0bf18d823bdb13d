import torch

from registry import step

GLYPH_CLASSES = 256


@step("kern")
def kern(state):
    gen = torch.Generator().manual_seed(1)
    logits = torch.rand(state["glyphs"], GLYPH_CLASSES, generator=gen)
    state["pair_weights"] = torch.softmax(logits, dim=1)[:, :8]
    return state
