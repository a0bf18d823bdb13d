import torch

SURVEY_POINTS = 512


def condition_basis(seed):
    gen = torch.Generator().manual_seed(seed)
    survey = torch.rand(SURVEY_POINTS, SURVEY_POINTS, generator=gen)
    q, r = torch.linalg.qr(survey)
    return q, r.diagonal().abs()


def crate_vibration(crate, basis):
    shocks = torch.rand(1024, basis.shape[0], generator=torch.Generator().manual_seed(crate))
    response = shocks @ basis
    return crate, float(response.abs().max())
