import configparser
import os

import torch

from batch import OvenBatch


def main():
    cfg = configparser.ConfigParser()
    cfg.read("ovens.ini")
    deck = cfg["deck_oven"]
    heat = torch.rand(deck.getint("probes"), deck.getint("seconds"),
                      generator=torch.Generator().manual_seed(8)) * 0.2
    with OvenBatch("sourdough_0600", cfg) as batch:
        curve = batch.record(heat)
        done = (curve[:, -1] >= deck.getint("target_core_c")).sum().item()
        print(f"{done} of {deck.getint('probes')} probes reached core temperature")
    print("bake log:", os.path.getsize(batch.log_path), "bytes")


if __name__ == "__main__":
    main()
