import json

from tomb import TombMachine


def main():
    with open("room.json") as f:
        cfg = json.load(f)
    print(f"room: {cfg['room']}")
    TombMachine(cfg).run()


if __name__ == "__main__":
    main()
