import torch

SYSTEMS = ["baseline", "bt_augmented", "llm_post_edit", "ensemble"]


def system_outputs(system, segments, dim):
    g = torch.Generator().manual_seed(sum(map(ord, system)))
    lens = torch.randint(5, 40, (segments,), generator=g).float()
    emb = torch.randn(segments, dim, generator=g)
    return lens, emb


def references(segments, dim):
    return system_outputs("reference", segments, dim)
