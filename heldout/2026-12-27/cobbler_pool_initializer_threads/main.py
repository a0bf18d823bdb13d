"""Shape the lasts, then stitch."""
import tomllib
from pathlib import Path

import lasts
import stitching


def main():
    cfg = tomllib.loads(Path(__file__).with_name("bench.toml").read_text())
    print("shaped", lasts.shape(**cfg["lasts"]))
    print(stitching.stitch(**cfg["bench"]))


if __name__ == "__main__":
    main()
