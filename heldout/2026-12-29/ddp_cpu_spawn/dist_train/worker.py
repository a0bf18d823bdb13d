import torch
import torch.distributed as dist
import torch.nn as nn


def train_rank(rank, world_size, init_file, x, y, steps, hidden):
    dist.init_process_group("gloo", init_method=f"file://{init_file}", rank=rank, world_size=world_size)
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(x.shape[1], hidden), nn.ReLU(), nn.Linear(hidden, 1))
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    xs, ys = x[rank::world_size], y[rank::world_size]
    for step in range(steps):
        loss = nn.functional.mse_loss(model(xs), ys)
        opt.zero_grad()
        loss.backward()
        for p in model.parameters():
            dist.all_reduce(p.grad)
            p.grad /= world_size
        opt.step()
    if rank == 0:
        print(f"rank 0 final mse {loss.item():.4f}")
    dist.destroy_process_group()
