import configparser

from factory import Factory


def main():
    cfg = configparser.ConfigParser()
    cfg.read("factory.ini")
    print("exit codes", Factory(cfg["dryers"]).run())


if __name__ == "__main__":
    main()
