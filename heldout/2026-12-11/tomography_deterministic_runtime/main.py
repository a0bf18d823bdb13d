import json
from pathlib import Path

import runtime
from inversion import invert_blocks, smoothing_operator


def main():
    cfg = json.loads(Path(__file__).with_name("inversion.json").read_text())
    runtime.setup(cfg)
    op = smoothing_operator(cfg["cells"])
    print("operator trace:", round(float(op.diagonal().sum()), 2))
    print("block statuses:", invert_blocks(op, cfg["blocks"]))


if __name__ == "__main__":
    main()
