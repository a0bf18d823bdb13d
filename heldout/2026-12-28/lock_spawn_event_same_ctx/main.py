import tomllib

import torch

import sensors


def main():
    with open("alarm.toml", "rb") as f:
        cfg = tomllib.load(f)["alarm"]
    wards = torch.arange(cfg["sensors"] * cfg["checks"]).reshape(cfg["sensors"], -1)
    print("wards", wards.tolist())
    print("alarm:", sensors.arm(cfg["start"], cfg["sensors"], cfg["checks"]))


if __name__ == "__main__":
    main()
