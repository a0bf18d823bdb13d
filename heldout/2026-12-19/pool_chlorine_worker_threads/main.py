import configparser
from pathlib import Path

import controller


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("dosing.ini"))
    curve = controller.calibrate(cfg.getint("model", "probes"), cfg.getint("model", "history"))
    doses = controller.dose_all(["Main", "Teaching", "Spa"], curve,
                                cfg.getint("workers", "processes"), cfg.getint("workers", "torch_threads"))
    for basin, dose in doses:
        print(f"{basin}: {dose:.3f} l/h")


if __name__ == "__main__":
    main()
