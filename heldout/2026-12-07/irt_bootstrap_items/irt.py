import torch


def item_difficulties(responses):
    # Rasch-style logit of proportion correct, with a log-sum-exp normaliser per student
    logits = torch.log(responses.clamp(0.01, 0.99))
    norm = logits.logsumexp(dim=1, keepdim=True)
    return (logits - norm).mean(dim=0)


def resample_fit(args):
    seed, n_students, n_items = args
    g = torch.Generator().manual_seed(seed)
    resp = torch.rand(n_students, n_items, generator=g)
    return round(float(item_difficulties(resp).std()), 4)
