import torch


def pose_scores(seed, ligand_atoms, pocket_atoms, poses):
    g = torch.Generator().manual_seed(seed)
    pocket = torch.randn(pocket_atoms, 3, generator=g) * 5
    ligand = torch.randn(poses, ligand_atoms, 3, generator=g)
    d = torch.cdist(ligand, pocket.expand(poses, -1, -1))
    score = (torch.exp(-d) - 0.5 * torch.exp(-((d - 3) ** 2))).sum((1, 2))
    return seed, int(score.argmin())
