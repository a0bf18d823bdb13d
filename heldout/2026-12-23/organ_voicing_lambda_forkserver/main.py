import json

import workshop
from voicer import Voicer


def main():
    with open("voicing.json") as fh:
        cfg = json.load(fh)
    voicer = Voicer(cfg["profile"])
    print(workshop.voice_rank(voicer, cfg["pipes"], cfg["start_method"], cfg["workers"]))


if __name__ == "__main__":
    main()
