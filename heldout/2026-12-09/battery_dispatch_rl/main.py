import torch

from actors import launch_actors
from config import RolloutConfig
from policy import DispatchPolicy


def main():
    cfg = RolloutConfig()
    policy = DispatchPolicy(cfg.obs_dim, cfg.hidden)
    with torch.no_grad():
        prices = torch.rand(cfg.horizon, cfg.batch_envs, cfg.obs_dim)
        actions, _ = policy.rollout(prices, torch.zeros(cfg.batch_envs, cfg.hidden))
    print(f"learner sanity rollout: {actions.shape[0]} steps")
    launch_actors(cfg, policy)


if __name__ == "__main__":
    main()
