import tomllib

from strings import SECTIONS


def main():
    with open("sections.toml", "rb") as f:
        cfg = tomllib.load(f)
    levels = SECTIONS[cfg["section"]](cfg).run()
    for desk in cfg["desks"]:
        print(f"{desk:15s} {levels[desk]:.3f}")


if __name__ == "__main__":
    main()
