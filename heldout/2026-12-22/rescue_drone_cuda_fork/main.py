import configparser
import sys

from drones import launch
from gpu import Accelerator


def main():
    cfg = configparser.ConfigParser()
    cfg.read("fleet.ini")
    acc = Accelerator(cfg["fleet"]["device"])
    print("scanning on", acc.device, flush=True)
    names = [n.strip() for n in cfg["fleet"]["drones"].split(",")]
    failed = launch(names, cfg.getint("thermal", "rows"), cfg.getint("thermal", "width"), acc.device)
    if failed:
        sys.exit(f"scan failed for {failed}")


if __name__ == "__main__":
    main()
