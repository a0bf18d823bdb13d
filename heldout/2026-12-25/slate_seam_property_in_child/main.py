import tomllib

from gangs import send_gangs
from seam import Seam


def main():
    with open("seam.toml", "rb") as f:
        cfg = tomllib.load(f)
    seam = Seam(**cfg["seam"])
    print("seam", seam.samples, "x", seam.planes)
    print(send_gangs(seam, cfg["gangs"]["count"]))


if __name__ == "__main__":
    main()
