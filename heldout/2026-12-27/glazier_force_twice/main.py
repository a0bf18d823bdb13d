"""Load plugins, configure multiprocessing (forcefully), solder panes."""
import configparser
import importlib
import multiprocessing as mp
from pathlib import Path


def load_plugins(names):
    return {name: importlib.import_module(name) for name in names}


def configure(method):
    mp.set_start_method(method, force=True)


def main():
    cfg = configparser.ConfigParser()
    cfg.read(Path(__file__).with_name("glazing.ini"))
    plugins = load_plugins(cfg["plugins"]["load"].split())
    configure(cfg["run"]["method"])
    procs = [mp.Process(target=plugins["leadlight"]._solder, args=(i,)) for i in range(cfg.getint("run", "panes"))]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    print([p.exitcode for p in procs])


if __name__ == "__main__":
    main()
