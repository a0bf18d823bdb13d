import torch

from .agents import AGENTS


def run_agent(name, env, horizon, seed, out):
    torch.manual_seed(seed)
    arms, dim = env.theta.shape
    agent = AGENTS[name](arms, dim)
    regret = 0.0
    for _ in range(horizon):
        x = torch.randn(dim)
        mu = env.mean_rewards(x[None])[0]
        a = agent.select(x)
        r = float(mu[a] + env.noise * torch.randn(()))
        agent.update(x, a, r)
        regret += float(mu.max() - mu[a])
    out.put((name, seed, regret))
