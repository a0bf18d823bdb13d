import json
import os

from scoring import ScoringPool
from sensors import SensorStream, level_of

DEFAULTS = {"channels": 64, "length": 4096, "window": 32, "sites": 4, "workers": 2}


def settings():
    raw = os.environ.get("SCORER_SETTINGS")
    cfg = dict(DEFAULTS)
    if raw:
        cfg.update(json.loads(raw))
    return cfg


def main():
    cfg = settings()
    reference = level_of(SensorStream(cfg["channels"], cfg["length"]), cfg["window"])
    print("reference level", round(reference, 4))
    with ScoringPool(cfg["workers"]) as scorer:
        for site, dev in scorer.score(range(1, cfg["sites"] + 1), cfg["channels"], cfg["length"],
                                      cfg["window"], reference):
            print("site", site, dev)


if __name__ == "__main__":
    main()
