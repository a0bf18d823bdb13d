"""Set up the bench and let the smiths hammer."""
import tomllib
from pathlib import Path

import smiths
from bench import Bench


def main():
    cfg = tomllib.loads(Path(__file__).with_name("smithy.toml").read_text())["smithy"]
    bench = Bench(cfg["smiths"])
    print(smiths.hammer_all(bench, cfg["method"]))


if __name__ == "__main__":
    main()
