import configparser

import torch

from circle import sewing_circle
from sewers import sew_all


def main():
    cp = configparser.ConfigParser()
    cp.read("circle.ini")
    section = cp["circle"]
    print("block grid", torch.zeros(section.getint("blocks"), 2).shape)
    with sewing_circle(section.getint("seats")) as chairs:
        print("sewn:", sew_all(section, chairs))


if __name__ == "__main__":
    main()
