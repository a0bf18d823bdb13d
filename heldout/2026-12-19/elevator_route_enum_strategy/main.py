import configparser
from pathlib import Path

from strategies import Strategy
from sites import distance_matrix


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("routes.ini"))
    plan = cfg["planner"]
    techs = [n.strip() for n in cfg["technicians"]["names"].split(",")]
    dist = distance_matrix(plan.getint("sites"), plan.getint("features"), plan.getint("depots"))
    strategy = Strategy(plan.get("strategy"))
    for tech, km in strategy.plan(techs, dist):
        print(f"{tech}: {km:.2f} km")


if __name__ == "__main__":
    main()
