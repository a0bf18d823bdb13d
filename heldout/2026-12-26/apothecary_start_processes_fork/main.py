import tomllib

from apprentices import launch
from herbs import compare


def main():
    with open("dispensary.toml", "rb") as f:
        cfg = tomllib.load(f)
    gaps = compare(cfg["herbs"]["samples"], cfg["herbs"]["features"])
    print("closest herbs", float(gaps.min()))
    launch(cfg["launch"]["apprentices"], cfg["launch"]["start_method"], cfg["mix"]["size"])
    print("mixed")


if __name__ == "__main__":
    main()
