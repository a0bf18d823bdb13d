import logging
import tomllib

from bench import measure_all


def main():
    logging.basicConfig(level=logging.WARNING)
    with open("gauge.toml", "rb") as f:
        cfg = tomllib.load(f)
    print(measure_all(cfg["strand"], cfg["bench"]["start_method"]))


if __name__ == "__main__":
    main()
