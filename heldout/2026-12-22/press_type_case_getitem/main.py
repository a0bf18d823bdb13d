import json

from composing import compose
from typecase import TypeCase


def main():
    with open("typecase.json") as f:
        cfg = json.load(f)
    case = TypeCase(cfg["font"], cfg["glyph_batch"], cfg["channels"], cfg["raster"], cfg["filters"])
    for size in cfg["sizes"]:
        print(f"{cfg['font']} {size}pt: weight {case[size].mean():.2f}", flush=True)
    lines = compose(len(case) * 2, cfg["line_width"], cfg["compositors"])
    print("set", len(lines), "lines")


if __name__ == "__main__":
    main()
