import torch


def template_scores(batch_id, n_lines, n_templates, seed_base):
    gen = torch.Generator().manual_seed(seed_base + batch_id)
    logits = torch.normal(0.0, 1.0, size=(n_lines, n_templates), generator=gen)
    assign = logits - torch.logsumexp(logits, dim=1, keepdim=True)
    return batch_id, float(assign.max(dim=1).values.exp().mean())


class PatternIndex:
    def __init__(self, n_lines, n_templates, seed=1):
        self.n_lines, self.n_templates, self.seed = n_lines, n_templates, seed

    def fit(self):
        gen = torch.Generator().manual_seed(self.seed)
        logits = torch.normal(0.0, 1.0, size=(self.n_lines, self.n_templates), generator=gen)
        self.log_norm = torch.logsumexp(logits, dim=1)
        return self
