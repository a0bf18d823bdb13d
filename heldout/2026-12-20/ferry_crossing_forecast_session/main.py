import json

from session import ForecastSession


def main():
    with open("crossings.json") as f:
        cfg = json.load(f)
    with ForecastSession(cfg) as session:
        loads = session.dispatch(cfg["routes"])
    for name, load in sorted(loads):
        print(f"{name:14} expected load {load}")


if __name__ == "__main__":
    main()
