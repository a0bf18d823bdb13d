import configparser

import torch

import probes
from reducers import REDUCERS


def main():
    ini = configparser.ConfigParser()
    ini.read("ablation.ini")
    sec = ini["ablation"]
    reduce = REDUCERS[sec["reducer"]]
    loss = reduce(torch.randn(sec.getint("rows"), sec.getint("width")))
    print("ablation", float(loss.mean()))
    print(probes.probe_all(sec.getint("stakes"), sec.getint("grid")))


if __name__ == "__main__":
    main()
