"""Load the foundry plugins, configure multiprocessing, cast."""
import configparser
import importlib
import multiprocessing as mp
from pathlib import Path


def load_plugins(names):
    return {name: importlib.import_module(name) for name in names}


def configure(method):
    mp.set_start_method(method)


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("foundry.ini"))
    plugins = load_plugins(cfg["plugins"]["load"].split())
    configure(cfg["run"]["method"])
    print(plugins["alloys"].mix(cfg.getint("run", "ingots"), 1))


if __name__ == "__main__":
    main()
