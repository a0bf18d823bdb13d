import json

from pool import TrapWorkers
from spectra import colour_basis, trap_load


def main():
    with open("pollen.json") as f:
        cfg = json.load(f)
    workers = TrapWorkers(cfg["workers"])
    basis = colour_basis(cfg["width"], cfg["samples"])
    n = len(cfg["traps"])
    for trap, load in workers.map(trap_load, cfg["traps"], [cfg["rows"]] * n, [basis] * n):
        print(f"{trap:8s} {load:.3f}")
    workers.close()


if __name__ == "__main__":
    main()
