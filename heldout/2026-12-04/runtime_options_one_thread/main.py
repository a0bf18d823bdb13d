from multiprocessing import Process, Queue

import torch

from features import extract, spectral_features
from options import RuntimeOptions


def main():
    RuntimeOptions(intra_op_threads=1).apply()
    signals = torch.randn(1024, 512)
    reference = spectral_features(signals)
    print("reference feature norm", round(float(reference.norm(dim=1).mean()), 3))
    out = Queue()
    procs = [Process(target=extract, args=(i, chunk, out)) for i, chunk in enumerate(signals.chunk(2))]
    for p in procs:
        p.start()
    print(sorted(out.get() for _ in procs))
    for p in procs:
        p.join()


if __name__ == "__main__":
    main()
