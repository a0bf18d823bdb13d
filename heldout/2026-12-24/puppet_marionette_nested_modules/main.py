import tomllib

import torch

import show
from model import Marionette


def main():
    with open("marionette.toml", "rb") as f:
        cfg = tomllib.load(f)
    m = cfg["model"]
    puppet = Marionette(m["width"], m["limbs"])
    with torch.no_grad():
        pose = puppet(torch.randn(m["rows"], m["width"]))
    print("rest pose", float(pose.abs().mean()))
    show.curtain_up(m["width"], cfg["show"]["performers"], cfg["show"]["rows"])


if __name__ == "__main__":
    main()
