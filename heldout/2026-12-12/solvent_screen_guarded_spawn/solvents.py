import torch

SOLVENTS = ["water", "ethanol", "dmso", "acetonitrile", "toluene", "hexane"]
# Hansen parameters (dD, dP, dH), MPa^0.5
HANSEN = torch.tensor([[15.5, 16.0, 42.3], [15.8, 8.8, 19.4], [18.4, 16.4, 10.2],
                       [15.3, 18.0, 6.1], [18.0, 1.4, 2.0], [14.9, 0.0, 0.0]])


def solubility_distance(solute, solvent_idx):
    d = HANSEN[solvent_idx] - solute
    return float(torch.sqrt(4 * d[0] ** 2 + d[1] ** 2 + d[2] ** 2))
