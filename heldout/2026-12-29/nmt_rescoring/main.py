"""Rescore n-best lists from a first-pass decoder with a GRU language model."""
import argparse
import json
import multiprocessing as mp

import torch

from nmt.lm import GRULanguageModel
from nmt.nbest import synthetic_nbest
from nmt.rescore import init_worker, rescore_source


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.json")
    cfg = json.load(open(ap.parse_args().config))

    torch.manual_seed(0)
    lm = GRULanguageModel(**cfg["model"])
    lm.eval()
    nbest = synthetic_nbest(vocab=cfg["model"]["vocab"], **cfg["nbest"])

    ctx = mp.get_context(cfg["runtime"]["start_method"])
    with ctx.Pool(cfg["runtime"]["workers"], initializer=init_worker, initargs=(lm.state_dict(), cfg["model"])) as pool:
        best = pool.map(rescore_source, nbest)
    print(f"rescored {len(best)} sources; mean best index {sum(best) / len(best):.2f}")


if __name__ == "__main__":
    main()
