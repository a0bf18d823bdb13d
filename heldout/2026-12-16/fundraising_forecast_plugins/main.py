import sys

import plugins  # noqa: F401  (registers the forecasters)
from registry import FORECASTERS
from workers import ForecastWorker


def main(names):
    results = {}
    for name in names:
        forecaster = FORECASTERS[name]()
        results[name] = forecaster.prepare()
    workers = [ForecastWorker(name, results[name]) for name in names]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print({w.name: w.exitcode for w in workers})


if __name__ == "__main__":
    main(sys.argv[1:] or ["quantile", "recency"])
