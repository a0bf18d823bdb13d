import torch


def load_vitals(n_patients, n_signals, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.rand(n_patients, n_signals, generator=g)


def triage_weights(vitals):
    # how strongly each vital sign drives the triage call, per patient
    return torch.softmax(vitals * 4.0, dim=1)
