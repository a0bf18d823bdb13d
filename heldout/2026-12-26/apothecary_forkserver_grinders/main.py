import json
import multiprocessing
from concurrent.futures import ProcessPoolExecutor

from mortar import grind
from sorting import sort_herbs


def main():
    with open("grind.json") as f:
        cfg = json.load(f)
    sorted_herbs = sort_herbs(cfg["herbs"], cfg["width"])
    print("sorted", int(sorted_herbs.bincount().max()))
    ctx = multiprocessing.get_context(cfg["start_method"])
    with ProcessPoolExecutor(cfg["grinders"], mp_context=ctx) as ex:
        print(list(ex.map(grind, [cfg["size"]] * cfg["grinders"])))


if __name__ == "__main__":
    main()
