import json

import boxes


def main():
    with open("signals.json") as f:
        cfg = json.load(f)
    print("line clear", boxes.man_boxes(cfg["boxes"], cfg["start_method"]))


if __name__ == "__main__":
    main()
