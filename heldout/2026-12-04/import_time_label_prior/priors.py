import torch

N_CLASSES = 256
_gen = torch.Generator().manual_seed(11)
_counts = torch.randn(512, N_CLASSES, generator=_gen)
LABEL_PRIOR = torch.softmax(_counts, dim=-1).mean(dim=0)
LOG_PRIOR = LABEL_PRIOR.log()
