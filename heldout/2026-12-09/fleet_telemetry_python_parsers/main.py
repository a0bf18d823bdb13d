import multiprocessing

from parsing import parse_truck_log
from scoring import DriverRiskModel

N_TRUCKS, N_FEATURES, LINES_PER_LOG = 50_000, 32, 20_000


def main():
    risk = DriverRiskModel(N_TRUCKS, N_FEATURES).risk()
    print(f"{int((risk > 0.5).sum())} high-risk drivers")
    jobs = [(truck, LINES_PER_LOG) for truck in range(4)]
    with multiprocessing.Pool(2) as pool:
        for truck, faults, top in pool.imap(parse_truck_log, jobs):
            print(f"truck {truck}: {faults} faults, top speed {top}")


if __name__ == "__main__":
    main()
