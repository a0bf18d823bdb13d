import json
import os
import tempfile

import catch
from cache import shelved
from skippers import brief


def main():
    with open("fleet.json") as f:
        cfg = json.load(f)
    with tempfile.TemporaryDirectory() as tmp:
        cached_landings = shelved(os.path.join(tmp, "landings"))(catch.landings)
        totals = cached_landings(cfg["trawls"], cfg["species"], cfg["grounds"])
        print("landed", float(totals.sum()))
        print(brief(cfg["skippers"], cfg["chart"]))


if __name__ == "__main__":
    main()
