import json

from estate import Estate
from troughs import wither_all


def main():
    with open("estate.json") as f:
        cfg = json.load(f)
    estate = Estate(cfg)
    print(estate.name, "model rank diag", round(float(estate.r.diagonal().abs().min()), 5))
    for trough, rate in wither_all(cfg["troughs"], cfg["batch_rows"], estate.q):
        print(f"{trough}: {rate:.4f}")


if __name__ == "__main__":
    main()
