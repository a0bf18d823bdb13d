import configparser

from modes import Mode
from station import Station


def main():
    cfg = configparser.ConfigParser()
    cfg.read("lamp.ini")
    station = Station(cfg["station"], cfg["sweep"])
    for mode in Mode.sequence(cfg["sweep"]["modes"]):
        print(mode.name, "->", mode.run(station))
    for sector in sorted(station.readings):
        print(f"{station.name} sector {sector}: {station.readings[sector]:.2f}")


if __name__ == "__main__":
    main()
