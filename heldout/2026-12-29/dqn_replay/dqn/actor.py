import torch

from .network import QNetwork


@torch.no_grad()
def actor_process(rank, cfg, queue, eps=0.1):
    torch.manual_seed(rank)
    q = QNetwork(cfg["obs_dim"], cfg["hidden"], cfg["n_actions"])
    obs = torch.randn(cfg["steps_per_actor"], cfg["obs_dim"])
    greedy = q(obs).argmax(-1)
    explore = torch.rand(len(obs)) < eps
    actions = torch.where(explore, torch.randint(cfg["n_actions"], (len(obs),)), greedy)
    rewards = (actions == obs[:, :cfg["n_actions"]].argmax(-1)).float()
    queue.put((obs.numpy(), actions.numpy(), rewards.numpy()))
