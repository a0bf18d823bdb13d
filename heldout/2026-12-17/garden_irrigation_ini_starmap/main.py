import configparser

from layout import positions, coverage
from watering import schedule


def main():
    cfg = configparser.ConfigParser()
    cfg.read("irrigation.ini")
    yard = cfg["nursery"]
    dist = coverage(positions(yard.getint("plants"), 1), positions(yard.getint("sprinklers"), 2))
    dry = float(dist.mean() / dist.max())
    print(f"farthest plant {float(dist.max()):.1f} m from a head; dry threshold {dry:.3f}")
    run = cfg["run"]
    for bed, minutes in schedule(yard.getint("beds"), run.getint("readings_per_bed"), dry,
                                 run.getint("workers")):
        print(f"bed {bed}: water {minutes:.1f} min")


if __name__ == "__main__":
    main()
