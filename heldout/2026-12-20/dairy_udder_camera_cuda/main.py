import json

from stalls import inspect_all

POSITIONS = ["ok", "kicked off", "misattached", "no milk flow"]


def main():
    with open("camera.json") as f:
        cfg = json.load(f)
    for stall, pos in inspect_all(cfg):
        print(f"stall {stall}: {POSITIONS[pos]}")


if __name__ == "__main__":
    main()
