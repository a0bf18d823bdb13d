"""Shape a last, then stitch."""
import tomllib
from pathlib import Path

import bench
from lasts import Last


def main():
    cfg = tomllib.loads(Path(__file__).with_name("last.toml").read_text())
    last = Last(**cfg["last"])
    print("soles", tuple(last.soles.shape))
    print(bench.stitch_all(cfg["bench"]["stitchers"], cfg["bench"]["awl"]))


if __name__ == "__main__":
    main()
