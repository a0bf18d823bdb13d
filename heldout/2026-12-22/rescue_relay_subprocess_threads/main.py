import configparser

import torch

from relays import relay_all


def line_of_sight(rows, width):
    g = torch.Generator().manual_seed(3)
    ridge = torch.randn(rows, width, generator=g)
    return torch.linalg.qr(ridge).R.diagonal().abs().min().item()


def main():
    cfg = configparser.ConfigParser()
    cfg.read("relay.ini")
    t = cfg["terrain"]
    print(f"line of sight margin {line_of_sight(t.getint('rows'), t.getint('width')):.3f}", flush=True)
    stations = [s.strip() for s in cfg["relays"]["stations"].split(",")]
    for station, strength in relay_all(stations, cfg.getint("relays", "rows"), t.getint("width")):
        print(f"{station}: {strength}")


if __name__ == "__main__":
    main()
