import tomllib

from tempering import temper
from enrobe import coat_all


def main():
    with open("tempering.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("crystal index %.1f" % temper(**cfg["temper"]))
    print("coated", len(coat_all(cfg["enrobe"]["bars"], cfg["enrobe"]["workers"])), "bars")


if __name__ == "__main__":
    main()
