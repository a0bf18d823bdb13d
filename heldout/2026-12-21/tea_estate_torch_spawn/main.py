import tomllib

import torch.multiprocessing as tmp

from harvest import garden_yield, season_basis


def main():
    with open("estate.toml", "rb") as f:
        cfg = tomllib.load(f)
    y = cfg["yield"]
    scale = float(season_basis(y["seasons"], y["width"]).mean()) / 100
    tmp.start_processes(garden_yield, args=(y["rows"], y["width"], scale), nprocs=cfg["nprocs"],
                        start_method=cfg["start_method"])


if __name__ == "__main__":
    main()
