"""Nightly crane-move planner: runs the configured plugins in order."""
import importlib
import json
from pathlib import Path


def load_plugins(names):
    return [importlib.import_module(name) for name in names]


def main():
    cfg = json.loads((Path(__file__).parent / "cranes.json").read_text())
    state = {"cfg": cfg}
    for plugin in load_plugins(cfg["plugins"]):
        print(f"[{cfg['terminal']}] running {plugin.NAME}")
        plugin.run(state)
    for crane, score in sorted(state["crane_scores"].items()):
        print(f"{crane}: {score:.4f}")


if __name__ == "__main__":
    main()
