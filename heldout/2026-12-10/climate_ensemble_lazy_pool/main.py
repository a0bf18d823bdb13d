from ensemble import EnsembleRunner
from fields import climatology, station_series

N_STATIONS = 512
N_DAYS = 2048
WINDOW = 30


def main():
    runner = EnsembleRunner(members=4)
    baseline = climatology(station_series(N_STATIONS, N_DAYS), WINDOW)
    try:
        results = runner.run(baseline, N_DAYS)
    finally:
        runner.close()
    for member, mean in results:
        print(f"member {member}: {mean}")


if __name__ == "__main__":
    main()
