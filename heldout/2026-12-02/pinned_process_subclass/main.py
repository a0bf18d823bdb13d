import multiprocessing

import torch

from feature_worker import FeatureWorker


def main():
    stats = torch.arange(1_000_000, dtype=torch.float32)
    print("stats mean:", float(stats.mean()))
    out = multiprocessing.Queue()
    workers = [FeatureWorker(i, out) for i in range(2)]
    for w in workers:
        w.start()
    results = sorted(out.get() for _ in workers)
    for w in workers:
        w.join()
    print("features:", results)


if __name__ == "__main__":
    main()
