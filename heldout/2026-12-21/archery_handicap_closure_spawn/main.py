import tomllib

from runner import run_rounds
from tables import make_handicapper


def main():
    with open("handicap.toml", "rb") as f:
        cfg = tomllib.load(f)
    handicapper = make_handicapper(cfg["handicap"]["base"], cfg["handicap"]["step"])
    for name, h in run_rounds(cfg["start_method"], handicapper, cfg["rounds"]).items():
        print(f"{name}: handicap {h}")


if __name__ == "__main__":
    main()
