import tomllib

import torch.multiprocessing as tmp

import bending
import frame


def main():
    with open("ribs.toml", "rb") as f:
        cfg = tomllib.load(f)
    print("frame load %.2f" % frame.load_frame(**cfg["frame"]))
    benders = cfg["benders"]
    tmp.start_processes(bending.bend, args=(512,), nprocs=benders["nprocs"],
                        join=True, start_method=benders["start_method"])
    print("ribs bent")


if __name__ == "__main__":
    main()
