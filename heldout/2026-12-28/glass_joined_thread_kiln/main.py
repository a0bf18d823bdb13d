import tomllib

from kiln import Kiln
from finishing import polish_all


def main():
    with open("kiln.toml", "rb") as f:
        cfg = tomllib.load(f)
    kiln = Kiln(**cfg["anneal"]).start()
    print("annealed stress %.3f" % kiln.wait())
    print("polished", len(polish_all(cfg["pool"]["pieces"], cfg["pool"]["workers"])))


if __name__ == "__main__":
    main()
