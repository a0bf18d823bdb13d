import multiprocessing as mp

import torch

from utils.repro import make_deterministic


def child(rank, q):
    a = torch.randn(256, 256)
    q.put((rank, (a @ a).abs().mean().item()))


def main():
    make_deterministic(42)
    w = torch.randn(1024, 1024)
    print("spectral proxy", (w @ w.T).diagonal().mean().item())
    q = mp.Queue()
    ps = [mp.Process(target=child, args=(r, q)) for r in range(2)]
    for p in ps:
        p.start()
    print(sorted(q.get() for _ in ps))
    for p in ps:
        p.join()


if __name__ == "__main__":
    main()
