import json

import tinctures
import vats


def main():
    with open("maceration.json") as fh:
        cfg = json.load(fh)
    for vat, strength in vats.taste(cfg["vats"], cfg["petals"], cfg["compounds"], cfg["taste_first"]):
        print(f"vat {vat}: strength {strength:.4f}")
    print(tinctures.steep(cfg["tinctures"], cfg["tincture_rows"]))


if __name__ == "__main__":
    main()
