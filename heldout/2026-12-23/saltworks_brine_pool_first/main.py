import json

import torch.multiprocessing as tmp

from evaporators import evaporate
from salinity import salinity_curve


def main():
    with open("brine.json") as fh:
        cfg = json.load(fh)
    with tmp.Pool(cfg["evaporators"]) as pool:  # workers start before any tensor work
        print(f"mean salinity {salinity_curve(**cfg['salinity']):.1f}")
        jobs = [(b, cfg["batch_rows"]) for b in range(cfg["evaporators"])]
        print(pool.starmap(evaporate, jobs))


if __name__ == "__main__":
    main()
