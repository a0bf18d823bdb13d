import tomllib
from pathlib import Path

from container import Injector
from forecast import Forecasters


def main():
    with open(Path(__file__).with_name("delays.toml"), "rb") as fh:
        cfg = tomllib.load(fh)
    injector = Injector(cfg)
    for line, minutes in injector.get(Forecasters).serve():
        print(f"{line}: expected delay {minutes:.2f} min")


if __name__ == "__main__":
    main()
