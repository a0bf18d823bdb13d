import json

from loader import load


def main():
    with open("varroa.json") as f:
        cfg = json.load(f)
    state = {"cfg": cfg}
    for plugin_cls in load(cfg["plugins"]):
        state = plugin_cls()(state)
        print("ran", plugin_cls.name)
    for colony, risk in sorted(state["risk"].items()):
        print(f"colony {colony}: {risk:.3f}")


if __name__ == "__main__":
    main()
