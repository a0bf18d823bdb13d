import json

import torch
from torch.utils.data import DataLoader

from calibrate import echo_gain
from pings import PingDataset


def main():
    with open("sonar.json") as f:
        cfg = json.load(f)
    gain = echo_gain(cfg["calibration_pings"], cfg["ping_size"], cfg["filters"])
    threads = cfg["loader"]["decode_threads"]

    def decode_threads(worker_id):
        # DataLoader pins workers to one thread; decoding is heavy, give them more
        torch.set_num_threads(threads)

    loader = DataLoader(PingDataset(cfg["pens"], cfg["ping_size"], gain),
                        batch_size=cfg["loader"]["batch_size"],
                        num_workers=cfg["loader"]["num_workers"],
                        worker_init_fn=decode_threads)
    for idx, density in loader:
        for i, d in zip(idx.tolist(), density.tolist()):
            print(f"pen {i:2d}: biomass index {sum(d) / len(d):.3f}")


if __name__ == "__main__":
    main()
