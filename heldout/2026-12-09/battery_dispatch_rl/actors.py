import torch
from torch.multiprocessing import start_processes

from policy import DispatchPolicy


def actor_main(rank, cfg, state_dict):
    policy = DispatchPolicy(cfg.obs_dim, cfg.hidden)
    policy.load_state_dict(state_dict)
    gen = torch.Generator().manual_seed(rank)
    prices = torch.rand(cfg.horizon, cfg.batch_envs, cfg.obs_dim, generator=gen)
    with torch.no_grad():
        actions, _ = policy.rollout(prices, torch.zeros(cfg.batch_envs, cfg.hidden))
    print(f"actor {rank}: discharge share {float((actions == 2).float().mean()):.3f}", flush=True)


def launch_actors(cfg, policy):
    ctx = start_processes(actor_main, args=(cfg, policy.state_dict()), nprocs=cfg.n_actors,
                          join=False, start_method=cfg.start_method)
    while not ctx.join():
        pass
