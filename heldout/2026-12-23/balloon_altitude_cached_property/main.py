import configparser

from ascent import Ascent
from spotters import SpotterCrew


def main():
    cfg = configparser.ConfigParser()
    cfg.read("ascent.ini")
    crew = SpotterCrew(cfg.getint("crew", "spotters")).start()
    ascent = Ascent(cfg.getint("profile", "readings"), cfg.getint("profile", "levels"))
    print("ceiling level", ascent.ceiling())
    print("spotted", crew.ask([cfg.getint("crew", "rows")] * 2))
    crew.stop()


if __name__ == "__main__":
    main()
