import configparser
import sys

from gpu import select_device
from mics import per_mic


def main():
    cfg = configparser.ConfigParser()
    cfg.read("mics.ini")
    sec = cfg["mics"]
    device = select_device()
    failed = per_mic([n.strip() for n in sec["names"].split(",")],
                     sec.getint("clip_channels"), sec.getint("clip_samples"), device)
    if failed:
        sys.exit(f"level check failed for {failed}")


if __name__ == "__main__":
    main()
