import tomllib

from crews import send
from roofing import roofer_for


def main():
    with open("roofing.toml", "rb") as f:
        cfg = tomllib.load(f)
    roofers = [roofer_for(**roof) for roof in cfg["roofs"]]
    print(send(cfg["start_method"], roofers))


if __name__ == "__main__":
    main()
