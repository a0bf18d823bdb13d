"""Run the dye-house plugins named in silk.json, in order."""
import importlib
import json
from pathlib import Path


def load_plugins(names):
    return [importlib.import_module(f"plugin_{name}") for name in names]


def main():
    cfg = json.loads(Path(__file__).with_name("silk.json").read_text())
    state = {}
    for plugin in load_plugins(cfg["plugins"]):
        state = plugin.apply(cfg, state)
        print(plugin.__name__, sorted(state))


if __name__ == "__main__":
    main()
