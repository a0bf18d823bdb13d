"""LinUCB vs. neural-epsilon-greedy on a synthetic contextual bandit.

Each (algorithm, seed) run executes in its own process.
"""
import argparse
import multiprocessing as mp

import torch

from bandit.env import LinearBandit
from bandit.agents import AGENTS
from bandit.runner import run_agent


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arms", type=int, default=5)
    ap.add_argument("--context-dim", type=int, default=8)
    ap.add_argument("--horizon", type=int, default=60)
    ap.add_argument("--seeds", type=int, default=1)
    args = ap.parse_args()

    env = LinearBandit(args.arms, args.context_dim, seed=0)
    # quick check that the oracle policy is well-defined on a handful of contexts
    ctx = torch.randn(4, args.context_dim)
    print("oracle arms on probe contexts:", env.oracle(ctx).tolist())

    q = mp.Queue()
    procs = [mp.Process(target=run_agent, args=(name, env, args.horizon, seed, q))
             for name in AGENTS for seed in range(args.seeds)]
    for p in procs:
        p.start()
    rows = [q.get(timeout=120) for _ in procs]
    for p in procs:
        p.join()
    for name, seed, regret in sorted(rows):
        print(f"{name:>14s} seed {seed}: cumulative regret {regret:.1f}")


if __name__ == "__main__":
    main()
