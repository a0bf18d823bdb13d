import multiprocessing

import torch

from models import MethaneModel
from workers import CellForecaster

CELLS = 16
HOURS = 20000


def main():
    g = torch.Generator().manual_seed(8)
    model = MethaneModel(torch.rand(CELLS, HOURS, generator=g) * 60).prepare()
    results = multiprocessing.Queue()
    groups = [list(range(i, CELLS, 2)) for i in range(2)]
    procs = [CellForecaster(ids, model.smoothed, results) for ids in groups]
    for p in procs:
        p.start()
    out = dict(results.get() for _ in range(CELLS))
    for p in procs:
        p.join()
    print("highest cell", max(out, key=out.get))


if __name__ == "__main__":
    main()
