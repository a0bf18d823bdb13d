import json

import torch

from meters import Meter


def main():
    with open("meters.json") as f:
        cfg = json.load(f)
    master = torch.rand(cfg["channels"], cfg["samples"], generator=torch.Generator().manual_seed(44)) - 0.5
    report = {}
    for key in cfg["chain"]:
        Meter.registry[key](cfg).measure(master, report)
    print(f"integrated {report['lufs']:.2f} LUFS, true peak {report['true_peak']:.3f}")


if __name__ == "__main__":
    main()
