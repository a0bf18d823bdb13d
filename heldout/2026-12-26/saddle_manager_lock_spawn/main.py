import multiprocessing
import tomllib

import shared
from saddlers import run_bench


def main():
    with open("bench.toml", "rb") as f:
        cfg = tomllib.load(f)
    with multiprocessing.Manager() as manager:
        lock = shared.ledger_lock(manager)
        print(run_bench(cfg["saddler"], cfg["bench"]["start_method"], lock))


if __name__ == "__main__":
    main()
