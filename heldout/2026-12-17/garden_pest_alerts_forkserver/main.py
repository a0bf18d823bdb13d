import configparser

from pests import trap_counts, outbreak_pressure
from scouting import Scouts


def main():
    cfg = configparser.ConfigParser()
    cfg.read("alerts.ini")
    m = cfg["model"]
    pressure = float(outbreak_pressure(trap_counts(m.getint("traps"), m.getint("species"))).mean())
    print(f"mean outbreak pressure {pressure:.2f}")
    for bed, hits in Scouts(cfg["workers"]).survey(range(4), pressure):
        print(f"bed {bed}: {hits} leaves with aphid damage")


if __name__ == "__main__":
    main()
