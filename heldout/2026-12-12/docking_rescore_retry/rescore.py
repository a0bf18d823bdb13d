from concurrent.futures import ProcessPoolExecutor

import torch

from retry import OutOfBudget, retry_with
from scoring import POSE_DIM, interaction_energy, pose_features

WEIGHTS = torch.linspace(-1, 1, POSE_DIM * 64).reshape(POSE_DIM, 64)


def _score_shard(seed_and_n):
    seed, n = seed_and_n
    return interaction_energy(pose_features(n, seed), WEIGHTS).min().item()


@retry_with(fallback_mode="processes")
def rescore_library(n_poses, budget_mb, mode="local"):
    if mode == "local":
        feats = pose_features(n_poses, seed=0)
        energy = interaction_energy(feats, WEIGHTS)
        needed = energy.numel() * 64 * 4 * 8 / 2 ** 20
        if needed > budget_mb:
            raise OutOfBudget(f"needs {needed:.0f} MB > {budget_mb} MB")
        return energy.min().item()
    shards = [(s, n_poses // 4) for s in range(4)]
    with ProcessPoolExecutor(max_workers=2) as ex:
        return min(ex.map(_score_shard, shards))
