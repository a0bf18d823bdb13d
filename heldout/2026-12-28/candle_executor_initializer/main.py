import multiprocessing as mp
import tomllib
from concurrent.futures import ProcessPoolExecutor

import scent
import wicks


def main():
    with open("chandlery.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("blend %.5f" % scent.blend(**cfg["scent"]))
    pour = cfg["pour"]
    with ProcessPoolExecutor(max_workers=pour["workers"], mp_context=mp.get_context("fork"),
                             initializer=wicks.pin_threads,
                             initargs=(pour["child_threads"],)) as ex:
        poured = list(ex.map(wicks.pour, range(pour["moulds"])))
    print("poured", len(poured))


if __name__ == "__main__":
    main()
