from multiprocessing import Pool

import config
from stats import regrid, station_summary


def main():
    for name, spec in config.STATIONS.items():
        total, peak = station_summary(spec["gauges"], spec["days"])
        print(name, round(float(total), 1), round(float(peak), 1))
    with Pool(2) as pool:
        print(dict(pool.map(regrid, [(r, config.WORKER_GRID) for r in range(4)])))


if __name__ == "__main__":
    main()
