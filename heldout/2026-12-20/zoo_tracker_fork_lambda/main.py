import configparser

from collars import distance_walked
from launcher import launch


def main():
    cfg = configparser.ConfigParser()
    cfg.read("trackers.ini")
    pings = cfg.getint("collars", "pings")
    animals = [a.strip() for a in cfg.get("collars", "animals").split(",")]
    jobs = {a: (lambda a=a: distance_walked(a, pings)) for a in animals}
    walked = launch(cfg.get("runtime", "start_method"), jobs)
    for a in animals:
        print(f"{a:9} walked {walked[a]:.1f} units")


if __name__ == "__main__":
    main()
