import configparser

import sensors
from baseline import Baseline


def main():
    cfg = configparser.ConfigParser()
    cfg.read("sensors.ini")
    taps = cfg.getint("sensors", "taps")
    base = Baseline(cfg["device"]["name"], taps)
    print(f"zeroed on {base.device}: {base.zero_offsets.abs().max().item():.4f}")
    print(sensors.poll(cfg.getint("sensors", "count"), cfg.getint("sensors", "rows"), taps, base.device))


if __name__ == "__main__":
    main()
