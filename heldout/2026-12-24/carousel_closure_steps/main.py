import json

import torch

import gilding
import pipeline


def main():
    with open("horses.json") as f:
        cfg = json.load(f)
    panel = torch.randn(cfg["panel_rows"], cfg["panel_width"])
    finished = pipeline.run(pipeline.build("steps.csv"), panel)
    print("finish", tuple(finished.shape), float(finished.mean()))
    gilding.gild_all(cfg["horses"], cfg["gilding"])


if __name__ == "__main__":
    main()
