import json

from detector import load_detector
from inspect_cams import inspect_all


def main():
    with open("cameras.json") as f:
        cfg = json.load(f)
    detector, device = load_detector(cfg["filters"])
    print("detector on", device)
    for camera, score in inspect_all(cfg["cameras"], cfg["frame"], device, cfg["workers"]):
        print(f"{camera:10s} {score:.3f}")


if __name__ == "__main__":
    main()
