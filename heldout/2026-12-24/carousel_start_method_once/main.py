import tomllib

from bays import BAYS


def main():
    with open("bays.toml", "rb") as f:
        cfg = tomllib.load(f)["bays"]
    for name in cfg["order"]:
        bay = BAYS[name](cfg["start_method"], cfg["workers"])
        print(name, bay.method, bay.work())


if __name__ == "__main__":
    main()
