import configparser

from line import RollingLine


def main():
    cfg = configparser.ConfigParser()
    cfg.read("rollers.ini")
    print("exit codes", RollingLine(cfg["rollers"]).run())


if __name__ == "__main__":
    main()
