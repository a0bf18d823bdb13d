import argparse

import torch

from timeseries import lomb_scargle, search_periods, simulate_lightcurve


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--points", type=int, default=500)
    ap.add_argument("--freqs", type=int, default=400)
    args = ap.parse_args()
    freqs = torch.linspace(0.02, 1.0, args.freqs)
    t, y = simulate_lightcurve(args.points, 7.0, seed=0)
    print("calibration star best period %.2f" % float(1 / freqs[lomb_scargle(t, y, freqs).argmax()]))
    stars = [(1, 3.0), (2, 5.5), (3, 11.0), (4, 17.0)]
    for seed, period in search_periods(stars, args.points, freqs):
        print("star", seed, "period", period)


if __name__ == "__main__":
    main()
