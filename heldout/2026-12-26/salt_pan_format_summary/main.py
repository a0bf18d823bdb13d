import json
import logging

from pan import Pan
from raking import rake_all

log = logging.getLogger("saltworks")


def main():
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    with open("pans.json") as f:
        cfg = json.load(f)
    pan = Pan(**cfg["pan"])
    log.info(f"evaporation {pan:summary}")
    log.info("raked: %s", rake_all(cfg["rakers"], cfg["size"]))


if __name__ == "__main__":
    main()
