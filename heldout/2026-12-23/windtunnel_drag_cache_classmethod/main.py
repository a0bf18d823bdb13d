import tomllib

import runs
from drag import DragModel


def main():
    with open("drag.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    model = DragModel.from_settings(cfg)
    print(f"peak drag {model.table.max():.1f}")
    print(runs.execute(model, cfg["runs"]["workers"], cfg["runs"]["rows"]))


if __name__ == "__main__":
    main()
