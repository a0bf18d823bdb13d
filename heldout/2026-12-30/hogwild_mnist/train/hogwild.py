import torch
import torch.multiprocessing as mp
import torch.nn.functional as F


def train_worker(rank, model, steps, batch):
    torch.manual_seed(100 + rank)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(steps):
        x = torch.randn(batch, 784)
        y = torch.randint(0, 10, (batch,))
        opt.zero_grad()
        F.cross_entropy(model(x), y).backward()
        opt.step()


def run_hogwild(model, num_procs, steps, batch):
    model.share_memory()
    procs = []
    for rank in range(num_procs):
        p = mp.Process(target=train_worker, args=(rank, model, steps, batch))
        p.start()
        procs.append(p)
    for p in procs:
        p.join()
