import tomllib

import beating  # noqa: F401  (registers the Pulp handler)
import pressing  # noqa: F401  (registers the Sheets handler)
from handling import handle
from kinds import FACTORIES


def main():
    with open("mill.toml", "rb") as f:
        cfg = tomllib.load(f)
    for name in cfg["order"]["items"]:
        item = FACTORIES[name](**cfg[name])
        print(handle(item))


if __name__ == "__main__":
    main()
