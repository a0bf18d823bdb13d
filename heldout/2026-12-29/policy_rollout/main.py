"""Evaluate a behaviour-cloned policy with parallel rollouts."""
import argparse
import multiprocessing as mp

import torch

from rollout.policy import MLPPolicy, behaviour_clone
from rollout.workers import worker_setup, rollout_episode


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--episodes", type=int, default=6)
    ap.add_argument("--obs-dim", type=int, default=64)
    ap.add_argument("--hidden", type=int, default=512)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()

    torch.manual_seed(0)
    policy = MLPPolicy(args.obs_dim, args.hidden, n_actions=4)
    bc_loss = behaviour_clone(policy, n_demos=2048, epochs=2)
    print(f"behaviour cloning loss {bc_loss:.3f}")

    with mp.Pool(args.workers, initializer=worker_setup, initargs=(policy,)) as pool:
        returns = pool.map(rollout_episode, range(args.episodes))
    print(f"mean return over {len(returns)} episodes: {sum(returns) / len(returns):.3f}")


if __name__ == "__main__":
    main()
