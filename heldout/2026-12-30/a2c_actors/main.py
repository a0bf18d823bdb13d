from dataclasses import dataclass

import torch
import torch.nn as nn

from rl.launch import launch_actors
from rl.normalizer import RunningNorm


@dataclass
class A2CConfig:
    obs_dim: int = 128
    hidden: int = 256
    num_actions: int = 6
    num_actors: int = 2
    rollout_len: int = 256
    warmup_steps: int = 20000


def main(cfg=A2CConfig()):
    policy = nn.Sequential(nn.Linear(cfg.obs_dim, cfg.hidden), nn.Tanh(), nn.Linear(cfg.hidden, cfg.num_actions))
    norm = RunningNorm(cfg.obs_dim)
    # seed the observation statistics from random warm-up observations
    norm.update(torch.randn(cfg.warmup_steps, cfg.obs_dim))
    for actor_id, mean_action in launch_actors(policy, norm, cfg.num_actors, cfg.rollout_len):
        print(f"actor {actor_id}: mean action {mean_action:.2f}")


if __name__ == "__main__":
    main()
