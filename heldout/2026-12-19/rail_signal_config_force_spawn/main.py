import configparser
from pathlib import Path

import config
import replay


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("signals.ini"))
    config.apply_runtime(cfg["runtime"])
    ids = [s.strip() for s in cfg["signals"]["ids"].split(",")]
    for sig, changes in replay.replay_all(ids, cfg["runtime"]):
        print(f"{sig}: {changes} aspect changes replayed")


if __name__ == "__main__":
    main()
