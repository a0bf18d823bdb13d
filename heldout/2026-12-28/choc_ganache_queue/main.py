import json

import kitchen
import trays


def main():
    with open("ganache.json") as f:
        cfg = json.load(f)
    gloss = kitchen.emulsify(cfg["batches"], cfg["rows"], cfg["width"])
    print("gloss:", ["%.4f" % g for g in gloss])
    print("trays:", sorted(trays.pipe_trays(cfg["trays"], cfg["workers"])))


if __name__ == "__main__":
    main()
