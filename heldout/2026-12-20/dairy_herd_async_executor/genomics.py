import torch


def relationship_matrix(cows, traits):
    g = torch.Generator().manual_seed(17)
    markers = torch.randint(0, 3, (cows, traits), generator=g).float()
    centred = markers - markers.mean(dim=0)
    return centred.T @ centred / traits


def barn_merit(barn, kinship, cows):
    g = torch.Generator().manual_seed(len(barn))
    genotypes = torch.randint(0, 3, (cows, kinship.shape[0]), generator=g).float()
    merit = (genotypes @ kinship).mean(dim=1)
    return barn, round(float(merit.max()), 1)
