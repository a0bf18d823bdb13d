import configparser
import functools
from concurrent.futures import ProcessPoolExecutor

import curves
import forecast


def main():
    cfg = configparser.ConfigParser()
    cfg.read("cellar.ini")
    hours = cfg.getint("tanks", "hours")
    curves.configure(cfg.getint("tanks", "history_days"), hours)
    print("model end point", float(curves.get_model()[-1]))
    with ProcessPoolExecutor(max_workers=cfg.getint("forecast", "workers")) as ex:
        job = functools.partial(forecast.tank_forecast, hours=hours)
        for tank, brix in ex.map(job, range(cfg.getint("tanks", "count"))):
            print(f"tank {tank}: {brix:.2f}")


if __name__ == "__main__":
    main()
