import os
import random


def write_shards(workdir, n_shards, lines_per_shard=200, seed=0):
    rng = random.Random(seed)
    words = ["alpha", "beta", "gamma", "delta", "omega", "sigma", "kappa", "theta"]
    paths = []
    for s in range(n_shards):
        path = os.path.join(workdir, f"shard{s:03d}.txt")
        with open(path, "w") as f:
            for _ in range(lines_per_shard):
                f.write(" ".join(rng.choice(words) for _ in range(rng.randint(3, 12))) + "\n")
        paths.append(path)
    return paths
