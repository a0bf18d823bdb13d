import torch
import torch.multiprocessing as mp


def worker(rank, net):
    with torch.no_grad():
        print(f"worker {rank}: {net(torch.randn(8, 512)).mean().item():.4f}", flush=True)


def train(net, n=2):
    net.share_memory()
    procs = [mp.Process(target=worker, args=(r, net)) for r in range(n)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
