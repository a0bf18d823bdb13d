import torch
import torch.nn as nn


def rollout(worker_id, cfg, out):
    torch.manual_seed(cfg["seed"] + worker_id)
    policy = nn.Sequential(nn.Linear(cfg["obs_dim"], 512), nn.Tanh(), nn.Linear(512, 512), nn.Tanh(),
                           nn.Linear(512, cfg["n_actions"]))
    ret = 0
    with torch.no_grad():
        for _ in range(cfg["horizon"]):
            obs = torch.randn(8, cfg["obs_dim"])
            ret += int(policy(obs).argmax(dim=1).sum())
    out.put((worker_id, ret))
