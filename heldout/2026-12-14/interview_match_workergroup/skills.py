import torch
import torch.nn.functional as F

SKILL_VOCAB = 5000
SKILL_DIM = 64
SKILLS_PER_CANDIDATE = 20


def candidate_profiles(n_candidates):
    gen = torch.Generator().manual_seed(9)
    table = torch.rand(SKILL_VOCAB, SKILL_DIM, generator=gen)
    tags = torch.randint(0, SKILL_VOCAB, (n_candidates * SKILLS_PER_CANDIDATE,), generator=gen)
    offsets = torch.arange(0, tags.numel(), SKILLS_PER_CANDIDATE)
    return F.embedding_bag(tags, table, offsets, mode="mean")
