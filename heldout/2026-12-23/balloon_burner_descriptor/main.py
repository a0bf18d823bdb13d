import configparser

import crew
from calibration import BurnerRig


def main():
    cfg = configparser.ConfigParser()
    cfg.read("burners.ini")
    rig = BurnerRig(cfg.getint("burner", "samples"), cfg.getint("burner", "valves"))
    print(f"burner peak {rig.peak():.3f}")
    statuses = crew.dispatch(cfg.getint("crew", "members"), cfg.getint("crew", "rows"), rig.valves)
    print("crew statuses", statuses)


if __name__ == "__main__":
    main()
