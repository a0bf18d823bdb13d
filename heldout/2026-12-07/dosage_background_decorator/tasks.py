import torch

from background import in_background


def _curve(doses, params):
    emax, ec50, hill = params
    return emax * doses ** hill / (ec50 ** hill + doses ** hill)


@in_background
def simulate_cohort(cohort, n_patients, n_doses):
    g = torch.Generator().manual_seed(cohort)
    doses = torch.rand(n_patients, n_doses, generator=g) * 100
    resp = _curve(doses, (1.0, 25.0, 1.5))
    print("cohort", cohort, "mean response", round(float(resp.mean()), 3), flush=True)
