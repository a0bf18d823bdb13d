import json
from concurrent.futures import ProcessPoolExecutor
from itertools import repeat

from model import fit_spore_model, spore_print


def main():
    with open("spores.json") as f:
        cfg = json.load(f)
    fit = cfg["fit"]
    print(f"spore density {fit_spore_model(fit['rows'], fit['width']):.3f}", flush=True)
    p = cfg["prints"]
    with ProcessPoolExecutor(max_workers=p["workers"]) as ex:
        prints = list(ex.map(spore_print, range(p["count"]), repeat(p["rows"]), repeat(fit["width"])))
    print("prints", [round(x, 3) for x in prints])


if __name__ == "__main__":
    main()
