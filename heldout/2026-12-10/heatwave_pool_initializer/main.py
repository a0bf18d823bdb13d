from multiprocessing import Pool

from heat import daily_max, heatwave_days, percentile_threshold
from runtime import limit_worker_threads

REGIONS, CELLS, DAYS = 4, 512, 2048

if __name__ == "__main__":
    tmax = daily_max(CELLS, DAYS, seed=1)
    threshold = percentile_threshold(tmax)
    jobs = [(r, daily_max(CELLS, DAYS, seed=10 + r), threshold) for r in range(REGIONS)]
    with Pool(2, initializer=limit_worker_threads) as pool:
        for region, days in pool.map(heatwave_days, jobs):
            print(f"region {region}: {days} heatwave cell-days")
