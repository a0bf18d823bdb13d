import configparser

import torch

from machines import check_all
from monitor import vibration_monitor


def main():
    cfg = configparser.ConfigParser()
    cfg.read("pinsetters.ini")
    channels = cfg.getint("vibration", "channels")
    mon = vibration_monitor(channels)
    next(mon)
    g = torch.Generator().manual_seed(0)
    for _ in range(2):
        fingerprint = mon.send(torch.randn(cfg.getint("machines", "cycles"), channels, generator=g))
    ids = [m.strip() for m in cfg.get("machines", "ids").split(",")]
    for machine, ratio in sorted(check_all(ids, fingerprint, cfg.getint("machines", "cycles")).items()):
        print(f"{machine}: mean/peak vibration {ratio}")


if __name__ == "__main__":
    main()
