import tomllib

from punty import Punty
import shop


def main():
    with open("glass.toml", "rb") as f:
        cfg = tomllib.load(f)
    punty = Punty(cfg["punty"]["rows"], cfg["punty"]["width"])
    print("hottest point of the gather: %.4f" % punty.hottest)
    shapes = shop.shape_pieces(cfg["shop"]["pieces"], cfg["shop"]["workers"])
    print("shaped", len(shapes), "pieces")


if __name__ == "__main__":
    main()
