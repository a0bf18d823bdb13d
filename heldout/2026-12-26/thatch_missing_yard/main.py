import json

from crew import send_crew
from yard import Yard


def main():
    with open("yard.json") as f:
        cfg = json.load(f)
    yard = Yard(cfg["stacks"])
    print(cfg["first"], float(yard[cfg["first"]].mean()))
    print(send_crew(cfg["thatchers"], cfg["size"]))


if __name__ == "__main__":
    main()
