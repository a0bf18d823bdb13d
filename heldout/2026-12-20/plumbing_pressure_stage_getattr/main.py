import tomllib

from network import PressurePipeline


def main():
    with open("pressure.toml", "rb") as f:
        cfg = tomllib.load(f)
    PressurePipeline(cfg["pipeline"], cfg["network"]).run()


if __name__ == "__main__":
    main()
