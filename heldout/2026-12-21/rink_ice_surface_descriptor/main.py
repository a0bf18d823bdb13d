import json

import torch

from fields import NormalisedGrid
from probes import FORK, ZoneProbe


class Rink:
    surface = NormalisedGrid()

    def __init__(self, name):
        self.name = name


def main():
    with open("rink.json") as f:
        cfg = json.load(f)
    rink = Rink(cfg["rink"])
    torch.manual_seed(0)
    grid = cfg["thermal_grid"]
    rink.surface = torch.randn(grid["cells"], grid["bands"]) * 0.4 - 5.0
    print(rink.name, "surface spread", round(float(rink.surface.std()), 3))
    results = FORK.Queue()
    probes = [ZoneProbe(z, cfg["probe_rows"], grid["bands"], results) for z in cfg["zones"]]
    for probe in probes:
        probe.start()
    readings = dict(results.get() for _ in probes)
    for probe in probes:
        probe.join()
    for zone in sorted(readings):
        print(f"{zone}: {readings[zone]:+.4f}")


if __name__ == "__main__":
    main()
