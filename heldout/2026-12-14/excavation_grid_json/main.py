import json
import multiprocessing
import os

import finds
import stratigraphy

HERE = os.path.dirname(os.path.abspath(__file__))


def load_site(name):
    with open(os.path.join(HERE, "site.json")) as f:
        return json.load(f)[name]


if __name__ == "__main__":
    site = load_site("trench-B")
    depths = finds.find_depths(site["finds"])
    layers = stratigraphy.layer_histogram(depths, site["layers"])
    print("finds per layer:", layers.tolist())
    squares = [(sq, site["sherds_per_square"]) for sq in range(site["squares"])]
    with multiprocessing.Pool(site["workers"], maxtasksperchild=1) as pool:
        for sq, counts in pool.starmap(finds.count_wares, squares):
            print(f"square {sq}: {counts}")
