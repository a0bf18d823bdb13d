import json

import stagehand


def main():
    with open("acts.json") as f:
        cfg = json.load(f)
    print(stagehand.stage_acts(cfg["programme"], cfg["start_method"]))


if __name__ == "__main__":
    main()
