from counters import ScanCounters
from worker import ScanWorker

DRAWERS = [101, 102, 103]


def main():
    counters = ScanCounters()
    workers = [ScanWorker(d, counters) for d in DRAWERS]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print(f"scanned {counters.scanned.value}, rejected {counters.rejected.value}")


if __name__ == "__main__":
    main()
