"""Configure torch from workshop.ini, grade the quarries, then fire."""
import configparser
from pathlib import Path

import torch

import kiln
import quarries


def configure(ini):
    torch.set_num_threads(ini.getint("torch", "intra_op_threads"))


def main():
    here = Path(__file__).parent
    ini = configparser.ConfigParser()
    ini.read(here / "workshop.ini")
    configure(ini)
    print(quarries.grade(here / "quarries.csv"))
    print(kiln.fire(ini.getint("kiln", "kilns"), ini.getint("kiln", "side")))


if __name__ == "__main__":
    main()
