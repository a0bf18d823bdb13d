"""OpenAI-ES on a synthetic control objective.

Perturbations are regenerated from integer seeds on both sides (the
shared-noise-table trick), and a fresh worker pool is created each
generation (workers are cheap and this keeps memory from creeping).
"""
import argparse
import multiprocessing as mp

import torch

from es.policy import LinearPolicy
from es.optim import centered_ranks, es_gradient, sample_noise
from es.rollout import evaluate_candidate


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--generations", type=int, default=3)
    ap.add_argument("--popsize", type=int, default=32)
    ap.add_argument("--sigma", type=float, default=0.05)
    ap.add_argument("--lr", type=float, default=0.02)
    ap.add_argument("--obs-dim", type=int, default=256)
    ap.add_argument("--act-dim", type=int, default=256)
    ap.add_argument("--procs", type=int, default=2)
    args = ap.parse_args()

    torch.manual_seed(0)
    theta = LinearPolicy(args.obs_dim, args.act_dim).flat()
    for gen in range(args.generations):
        seeds = [gen * 10_000 + i for i in range(args.popsize)]
        jobs = [(theta, s, args.sigma, args.obs_dim, args.act_dim, gen) for s in seeds]
        with mp.Pool(args.procs) as pool:
            returns = torch.tensor(pool.starmap(evaluate_candidate, jobs))
        noise = sample_noise(seeds, theta.numel())
        theta = theta + args.lr * es_gradient(noise, centered_ranks(returns), args.sigma)
        print(f"gen {gen}: mean return {returns.mean():.3f} max {returns.max():.3f}")


if __name__ == "__main__":
    main()
