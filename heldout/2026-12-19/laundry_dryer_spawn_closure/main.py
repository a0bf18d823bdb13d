import json
from pathlib import Path

import torch.multiprocessing as tmp

from workers import make_worker


def main():
    cfg = json.loads(Path(__file__).with_name("dryers.json").read_text())
    worker = make_worker(cfg["target_moisture"], cfg["cycles"])
    tmp.spawn(worker, nprocs=cfg["dryers"], join=True)
    print("all dryers calibrated")


if __name__ == "__main__":
    main()
