import configparser

from workshop import oil_all


def main():
    cfg = configparser.ConfigParser()
    cfg.read("straps.ini")
    straps = [(name, int(coats)) for name, coats in cfg["straps"].items()]
    print(oil_all(straps, cfg["workshop"]["start_method"]))


if __name__ == "__main__":
    main()
