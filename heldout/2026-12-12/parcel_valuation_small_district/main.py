import os

from parcels import comparable_weights, load_district
from valuation import revalue_all

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    cfg, xy, price = load_district(HERE)
    w, idx = comparable_weights(xy, cfg["comparables_per_parcel"])
    estimate = (w / w.sum(dim=1, keepdim=True) * price[idx]).sum(dim=1)
    print(f"{cfg['district']}: {cfg['parcels']} parcels, mean estimate {float(estimate.mean()):.3f}")
    values = revalue_all(range(4))
    print({k: round(v, 4) for k, v in sorted(values.items())})


if __name__ == "__main__":
    main()
