import json

import torch

from ripening import ripeness_tracker
from shelves import score_shelves


def main():
    with open("aging.json") as f:
        cfg = json.load(f)
    tracker = ripeness_tracker(cfg["width"])
    next(tracker)
    for week in range(cfg["batches"]):
        ripeness = tracker.send(torch.randn(cfg["rows"], cfg["width"]))
        print(f"week {week}: ripeness {ripeness:+.4f}", flush=True)
    tracker.close()
    print(score_shelves(cfg["shelves"], cfg["shelf_rows"], cfg["width"]))


if __name__ == "__main__":
    main()
