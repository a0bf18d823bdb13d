import multiprocessing

import forecast
from instrument import timed

if __name__ == "__main__":
    ctx = multiprocessing.get_context("spawn")
    seasons = ["SS27", "AW27"]
    procs = [ctx.Process(target=timed(forecast.forecast_season), args=(s,)) for s in seasons]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
