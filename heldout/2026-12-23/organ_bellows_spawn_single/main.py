import json

from bellows import Bellows


def main():
    with open("bellows.json") as fh:
        cfg = json.load(fh)
    bellows = Bellows(cfg["start_method"])
    print(f"reservoir {bellows.reservoir(**cfg['reservoir']):.1f}")
    print("feeders", bellows.pump(cfg["feeders"], cfg["feeder_rows"]))


if __name__ == "__main__":
    main()
