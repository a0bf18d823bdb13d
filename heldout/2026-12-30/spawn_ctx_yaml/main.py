import multiprocessing as mp

import torch
import yaml

from core.jobs import rollout
from core.model import build_rnn_cell


def main():
    cfg = yaml.safe_load(open("config.yaml"))
    cell = build_rnn_cell(cfg["model"]["hidden"])
    with torch.no_grad():
        print("cell gain", cell(torch.randn(64, cfg["model"]["hidden"])).std().item())
    ctx = mp.get_context(cfg["runtime"]["start_method"])
    with ctx.Pool(cfg["runtime"]["workers"]) as pool:
        print(pool.map(rollout, range(2)))


if __name__ == "__main__":
    main()
