import torch


def ratings(cfg, seed):
    g = torch.Generator().manual_seed(seed)
    n = cfg["ratings"]
    u = torch.randint(0, cfg["users"], (n,), generator=g)
    i = torch.randint(0, cfg["items"], (n,), generator=g)
    r = torch.randint(1, 6, (n,), generator=g, dtype=torch.float32)
    return u, i, r


def run_epoch(model, data, lr, batch):
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    u, i, r = data
    total = 0.0
    for start in range(0, len(r), batch):
        sl = slice(start, start + batch)
        loss = ((model(u[sl], i[sl]) - r[sl]) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += float(loss)
    return total


def train_worker(rank, model, cfg):
    loss = run_epoch(model, ratings(cfg, seed=10 + rank), cfg["lr"], cfg["batch"])
    print(f"worker {rank}: loss {loss:.2f}", flush=True)
