import configparser
import json
from collections import ChainMap
from pathlib import Path

HERE = Path(__file__).parent
DEFAULTS = {"crew": 2, "workers": 1, "beacon_rows": 256, "beacon_width": 64, "hull_size": 64}


def _from_json(name):
    return json.loads((HERE / name).read_text())


def _from_ini(name):
    parser = configparser.ConfigParser()
    parser.read(HERE / name)
    return {key: int(value) for key, value in parser["launch"].items()}


def load():
    merged = ChainMap(_from_ini("overrides.ini"), _from_json("station.json"), DEFAULTS)
    return dict(merged)
