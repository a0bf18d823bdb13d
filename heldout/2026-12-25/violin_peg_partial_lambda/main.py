import tomllib

from pegbox import tune_all


def main():
    with open("pegs.toml", "rb") as f:
        cfg = tomllib.load(f)
    print(tune_all(cfg["start_method"], cfg["strings"], cfg["pitch"]))


if __name__ == "__main__":
    main()
