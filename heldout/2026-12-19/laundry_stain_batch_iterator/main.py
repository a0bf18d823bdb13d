import json
from pathlib import Path

from detector import prefilter
from stains import StainBatches


def main():
    cfg = json.loads(Path(__file__).with_name("stains.json").read_text())
    frames = prefilter(cfg["images"], cfg["channels"], cfg["size"], cfg["filters"])
    batches = StainBatches(frames, cfg["batches"], cfg["workers"])
    for batch_no, hits in enumerate(batches):
        print(f"batch {batch_no}: {hits} stained items")


if __name__ == "__main__":
    main()
