import multiprocessing

import torch

import settings
from inspection import DefectDetector, inspect_station


def main():
    golden = torch.normal(0.0, 1.0, size=(settings.PARTS_PER_STATION, settings.FEATURES))
    detector = DefectDetector(settings.FEATURES).fit(golden)
    print(f"threshold {detector.threshold:.3f}")
    ctx = multiprocessing.get_context(settings.START_METHOD)
    jobs = [(s, detector, settings.PARTS_PER_STATION, settings.FEATURES) for s in range(1, settings.STATIONS + 1)]
    with ctx.Pool(settings.STATIONS) as pool:
        for station, n in pool.map(inspect_station, jobs):
            print(f"station {station}: {n} defects")


if __name__ == "__main__":
    main()
