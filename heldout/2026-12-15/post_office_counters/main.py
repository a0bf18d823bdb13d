import multiprocessing as mp

import calibrate
from simulate import simulate_branch

BRANCHES = ["high_street", "station", "retail_park"]
CUSTOMERS_PER_DAY = 200000


def main():
    rate = calibrate.fit_service_rate(calibrate.observed(CUSTOMERS_PER_DAY))
    print(f"service rate {rate:.3f}/min")
    with mp.Manager() as manager:
        waits = manager.dict()
        procs = [mp.Process(target=simulate_branch, args=(b, rate, CUSTOMERS_PER_DAY, waits)) for b in BRANCHES]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        for b in BRANCHES:
            print(f"{b}: mean queue {waits[b]:.1f} min")


if __name__ == "__main__":
    main()
