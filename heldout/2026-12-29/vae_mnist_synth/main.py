"""Generate samples from a (freshly initialised) VAE decoder and compute
Frechet-style feature statistics for each sample shard in parallel."""
import argparse
import dataclasses
from concurrent.futures import ProcessPoolExecutor, as_completed

import torch

from vae.model import VAE
from vae.config import VAEConfig
from utils.init import init_vit_style
from utils.stats import shard_statistics


def main():
    parser = argparse.ArgumentParser()
    for f in dataclasses.fields(VAEConfig):
        parser.add_argument(f"--{f.name}", type=f.type, default=f.default)
    cfg = VAEConfig(**vars(parser.parse_args()))

    torch.manual_seed(cfg.seed)
    model = VAE(cfg)
    model.apply(init_vit_style)
    model.eval()

    results = {}
    with ProcessPoolExecutor(max_workers=cfg.workers) as pool:
        futs = {pool.submit(shard_statistics, model, cfg.samples_per_shard, s): s for s in range(cfg.shards)}
        for fut in as_completed(futs):
            results[futs[fut]] = fut.result()
    for s in sorted(results):
        mu_norm, trace = results[s]
        print(f"shard {s}: |mu|={mu_norm:.3f} tr(cov)={trace:.3f}")


if __name__ == "__main__":
    main()
