import json
from pathlib import Path

from loader import load_plugins


def main():
    cfg = json.loads(Path(__file__).with_name("plugins.json").read_text())
    plugins = load_plugins(cfg["enabled"])
    for p in plugins:
        print(p.name, "->", p.describe())


if __name__ == "__main__":
    main()
