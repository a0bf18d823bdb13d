import tomllib

from batch import ScentBatch
from wicks import trim_all


def main():
    with open("candles.toml", "rb") as f:
        cfg = tomllib.load(f)
    batch = ScentBatch(**cfg["batch"])
    print(batch, "strength %.3f" % batch.strength)
    print("trimmed", trim_all(cfg["wicks"]["count"]), "wicks")


if __name__ == "__main__":
    main()
