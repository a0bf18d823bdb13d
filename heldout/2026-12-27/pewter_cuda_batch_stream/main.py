"""Weigh the streamed batches on the device, then cast."""
import json
from pathlib import Path

import batches
import casting


def main():
    cfg = json.loads(Path(__file__).with_name("stream.json").read_text())
    dev = batches.pick(cfg["device"])
    total = sum(b.sum().item() for _, b in batches.stream(cfg["batches"], cfg["rows"], dev))
    print("weighed", round(total, 2), dev)
    print(casting.cast_all(cfg["casters"], cfg["side"], dev))


if __name__ == "__main__":
    main()
