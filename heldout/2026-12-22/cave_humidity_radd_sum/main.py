import tomllib

import torch

from caves import monitor
from readings import Reading


def main():
    with open("caves.toml", "rb") as f:
        cfg = tomllib.load(f)
    r = cfg["readings"]
    total = sum(Reading(torch.rand(r["rows"], r["width"])) for _ in range(r["blocks"]))
    humidity = total @ total
    print(f"{len(total)} readings, humidity index {humidity.diagonal().mean():.1f}", flush=True)
    drift = monitor(cfg["caves"]["names"], cfg["caves"]["rows"], r["width"])
    print(drift)


if __name__ == "__main__":
    main()
