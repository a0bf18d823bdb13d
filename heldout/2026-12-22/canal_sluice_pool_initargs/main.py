import configparser

import sluicing


def main():
    cfg = configparser.ConfigParser()
    cfg.read("sluice.ini")
    names = [n.strip() for n in cfg["sluices"]["names"].split(",")]
    levels = sluicing.run(cfg["pool"]["start_method"], cfg.getint("pool", "workers"), names)
    print(dict(levels))


if __name__ == "__main__":
    main()
