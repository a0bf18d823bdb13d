import json
from concurrent.futures import ProcessPoolExecutor

import logs
import tariffs


def main():
    with open("tariffs.json") as f:
        cfg = json.load(f)
    durations = logs.ride_durations(cfg["rides"])
    print(f"median ride {logs.median_ride(durations):.1f} min")
    months = cfg["months"]
    chunks = durations.chunk(len(months))
    with ProcessPoolExecutor(max_workers=2, initializer=tariffs.load_tariffs,
                             initargs=(cfg["tariff_steps"],)) as ex:
        for month, revenue in ex.map(tariffs.bill_month, months, chunks):
            print(f"{month}: revenue {revenue:,.0f}")


if __name__ == "__main__":
    main()
