import tomllib

import channels
import gate


def main():
    with open("gates.toml", "rb") as fh:
        cfg = tomllib.load(fh)["sluice"]
    gate.OPEN_AT_ONCE = cfg["open_at_once"]
    print(channels.flood_all(cfg["channels"], cfg["start_method"]))


if __name__ == "__main__":
    main()
