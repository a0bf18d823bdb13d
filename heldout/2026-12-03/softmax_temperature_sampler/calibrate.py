import torch


def fit_temperature(logits, labels, grid=(0.5, 0.75, 1.0, 1.5, 2.0)):
    best_t, best_nll = None, None
    for t in grid:
        logp = torch.log_softmax(logits / t, dim=-1)
        nll = -logp.gather(1, labels[:, None]).mean().item()
        if best_nll is None or nll < best_nll:
            best_t, best_nll = t, nll
    return best_t


def validation_logits(seed=0):
    g = torch.Generator().manual_seed(seed)
    logits = torch.randn(32, 64, generator=g) * 2
    labels = logits.argmax(-1)
    return logits, labels
