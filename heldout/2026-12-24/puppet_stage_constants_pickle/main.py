import json
import multiprocessing as mp

import torch

import rigging


def rehearse(size):
    moves = torch.randn(size, size)
    return float((moves @ moves).abs().mean())


def main():
    with open("troupe.json") as f:
        cfg = json.load(f)
    print("tension", float(rigging.load_tension().std()))
    with mp.get_context("fork").Pool(cfg["puppeteers"]) as pool:
        print(pool.map(rehearse, [cfg["rehearsal"]] * cfg["puppeteers"]))


if __name__ == "__main__":
    main()
