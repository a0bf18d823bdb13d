import configparser

import torch

from picking import pick


def main():
    cp = configparser.ConfigParser()
    cp.read("tumblers.ini")
    heights = torch.arange(cp["pins"].getint("stacks")).float()
    print("pin heights", heights.tolist())
    print("picked:", pick(cp["pins"]))


if __name__ == "__main__":
    main()
