"""Finish the sheets as finish.toml says."""
import tomllib
from pathlib import Path

import runner


def main():
    cfg = tomllib.loads(Path(__file__).with_name("finish.toml").read_text())["finish"]
    print(runner.run(**cfg))


if __name__ == "__main__":
    main()
