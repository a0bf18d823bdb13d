import torch


def load_panel(respondents, strata, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(respondents, strata, generator=g)


def rake_weights(panel, temperature=2.0):
    """Soft assignment of every respondent to the census strata."""
    return torch.softmax(panel / temperature, dim=1)
