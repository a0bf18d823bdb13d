import configparser

from dispensary import dispensary
from weights import weigh


def main():
    cfg = configparser.ConfigParser()
    cfg.read("shifts.ini")
    for name in cfg.sections():
        shift = cfg[name]
        with dispensary(shift["method"]) as pool:
            print(name, pool.map(weigh, range(shift.getint("remedies"))))


if __name__ == "__main__":
    main()
