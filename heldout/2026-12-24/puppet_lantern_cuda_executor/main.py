import tomllib

import slides
from lantern import Lantern


def main():
    with open("lantern.toml", "rb") as f:
        cfg = tomllib.load(f)["lantern"]
    lantern = Lantern(cfg["device"], cfg["width"])
    print("glow", float(lantern.glow.sum().cpu()), lantern.device)
    print(slides.show_slides(cfg["slides"], cfg["width"], lantern.device))


if __name__ == "__main__":
    main()
