import configparser
from pathlib import Path

import bootstrap
import doors


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("doors.ini"))
    bootstrap.configure_torch(cfg["torch"])
    fleet = cfg["fleet"]
    cars = [c.strip() for c in fleet["cars"].split(",")]
    for car, rate in doors.fault_rates(cars, fleet.getint("features"), fleet.getint("events")):
        print(f"car {car}: {rate:.3%} door reversals")


if __name__ == "__main__":
    main()
