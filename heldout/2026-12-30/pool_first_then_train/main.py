import multiprocessing as mp

import torch

from trainlib.evalfn import eval_checkpoint
from trainlib.loop import train_steps


def main():
    # evaluation workers are started up front, before the model exists
    pool = mp.Pool(2)
    w = torch.randn(512, 512) / 20
    snapshots = []
    for step in range(2):
        w = train_steps(w)
        snapshots.append((step, w.clone()))
    print(pool.map(eval_checkpoint, snapshots))
    pool.close()
    pool.join()


if __name__ == "__main__":
    main()
