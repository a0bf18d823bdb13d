import os

# One OpenMP thread per process: this tool forks its own workers.
os.environ.setdefault("OMP_NUM_THREADS", "1")

import torch.multiprocessing as tmp  # noqa: E402

from batches import load_batches, rank_batches  # noqa: E402
from stability import batch_stability  # noqa: E402


if __name__ == "__main__":
    batches = load_batches(1000, 1000)
    order = rank_batches(batches)
    print("worst batches", order[:3].tolist(), flush=True)
    with tmp.Pool(2) as pool:
        print(pool.map(batch_stability, batches.chunk(4)))
