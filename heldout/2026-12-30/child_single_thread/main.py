import multiprocessing as mp

import torch
import torch.nn as nn

from workers.infer import inference_worker


def main():
    layer = nn.Linear(512, 512)
    nn.init.orthogonal_(layer.weight)
    with torch.no_grad():
        layer(torch.randn(512, 512))
    q = mp.Queue()
    procs = [mp.Process(target=inference_worker, args=(r, layer.weight.detach(), q)) for r in range(2)]
    for p in procs:
        p.start()
    print(sorted(q.get() for _ in procs))
    for p in procs:
        p.join()


if __name__ == "__main__":
    main()
