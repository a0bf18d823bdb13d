import json

from memory import TranslationMemory
from leverage import leverage_report


def run(path="pairs.json"):
    with open(path) as f:
        cfg = json.load(f)
    for spec in cfg["pairs"]:
        tm = TranslationMemory(spec["pair"], spec["memory"], spec["dim"])
        new = tm.incoming(spec["new_segments"])
        matches = tm.fuzzy_matches(new)
        report = leverage_report(tm, matches, cfg["workers"])
        print(spec["pair"], report, flush=True)


if __name__ == "__main__":
    run()
