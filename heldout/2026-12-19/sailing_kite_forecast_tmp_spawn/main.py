import tomllib
from pathlib import Path

import torch.multiprocessing as tmp

from field import build_field
from spots import spot_worker


def main():
    with open(Path(__file__).with_name("forecast.toml"), "rb") as fh:
        cfg = tomllib.load(fh)
    field = build_field(cfg["grid"]["rows"], cfg["grid"]["modes"])
    print(f"field built: {tuple(field.shape)}")
    tmp.spawn(spot_worker, args=(cfg["spots"]["names"], field), nprocs=len(cfg["spots"]["names"]))


if __name__ == "__main__":
    main()
