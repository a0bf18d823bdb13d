import configparser
import itertools
from functools import partial

import torch

from blocks import blast, dress
from haulage import dispatch


def main():
    cp = configparser.ConfigParser()
    cp.read("quarry.ini")
    face = cp["face"]
    width = face.getint("width")
    chisel = torch.eye(width)
    raw = itertools.islice(blast(face.getint("rows"), width), face.getint("blocks"))
    dressed = list(map(partial(dress, chisel=chisel), raw))
    print("dressed", float(torch.cat(dressed).mean()))
    dispatch(cp.getint("haulage", "wagons"), cp.getint("haulage", "load"))


if __name__ == "__main__":
    main()
