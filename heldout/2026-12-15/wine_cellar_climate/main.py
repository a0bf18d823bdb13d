import torch

from cellar import Cellar
from forking import forked

BAYS = 2
SENSORS = 50000


def check_bay(cellar, bay, lo, hi):
    log = cellar.bay_log(bay)
    drift = (log - (lo + hi) / 2).pow(2).mean(dim=1).sqrt()
    print(f"bay {bay}: worst drift {float(drift.max()):.2f}", flush=True)


def main():
    cellar = Cellar(BAYS, SENSORS)
    lo, hi = cellar.comfort_band
    print(f"comfort band {float(lo):.1f}-{float(hi):.1f}", flush=True)
    with forked(BAYS) as bay:
        if bay is not None:
            check_bay(cellar, bay, lo, hi)


if __name__ == "__main__":
    main()
