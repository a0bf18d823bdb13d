import torch


def rollout_worker(worker_id, theta, sigma, pop, out_q):
    g = torch.Generator().manual_seed(1000 + worker_id)
    noise = torch.randn(pop, theta.numel(), generator=g)
    w = theta + sigma * noise
    x = torch.randn(64, theta.numel())
    fitness = -(x @ w.T).pow(2).mean(0)
    out_q.put((worker_id, noise.numpy(), fitness.numpy()))
