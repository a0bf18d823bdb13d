import argparse
import tomllib
from pathlib import Path


def build_parser():
    with open(Path(__file__).with_name("drill.toml"), "rb") as f:
        drill = tomllib.load(f)["drill"]
    parser = argparse.ArgumentParser(description="lifeboat launch drill")
    parser.add_argument("--rows", type=int, help="casualty positions")
    parser.add_argument("--features", type=int)
    parser.add_argument("--buoys", type=int)
    parser.add_argument("--volunteers", type=int)
    parser.add_argument("--rope", type=int, help="rope tension grid")
    parser.set_defaults(**drill)
    return parser
