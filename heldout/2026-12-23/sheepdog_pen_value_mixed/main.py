import tomllib

import penning
from scoreboard import Scoreboard


def main():
    with open("pen.toml", "rb") as fh:
        cfg = tomllib.load(fh)
    board = Scoreboard("national trial")
    print("penned", penning.run_pen(board, cfg))


if __name__ == "__main__":
    main()
