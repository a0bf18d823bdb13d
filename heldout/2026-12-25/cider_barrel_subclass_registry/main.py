import tomllib

from barrels import REGISTRY
from cellar import rack_all


def main():
    with open("barrels.toml", "rb") as f:
        cfg = tomllib.load(f)
    cellar = cfg["cellar"]
    barrel = REGISTRY[cellar["kind"]](cellar["staves"], cellar["width"])
    print("aged", barrel.age())
    print("racked", rack_all(**cfg["racking"]))


if __name__ == "__main__":
    main()
