import torch


def rotation_batch(n, seed):
    g = torch.Generator().manual_seed(seed)
    q = torch.nn.functional.normalize(torch.randn(n, 4, generator=g), dim=1)
    w, x, y, z = q.unbind(1)
    return torch.stack([
        1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
        2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
        2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
    ], dim=1).reshape(n, 3, 3)


def ligand_coords(atoms, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(atoms, 3, generator=g)


def pose_clash_score(rotations, ligand, pocket):
    posed = torch.einsum("rij,aj->rai", rotations, ligand)
    return torch.cdist(posed, pocket.expand(posed.shape[0], -1, -1)).amin(dim=(1, 2))
