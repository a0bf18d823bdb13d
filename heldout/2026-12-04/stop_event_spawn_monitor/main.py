import time

from monitor import busy_work, start_monitor
from signals import STOP


def main():
    proc, results = start_monitor(STOP)
    print("work", busy_work())
    time.sleep(0.1)
    STOP.set()
    print("monitor ticks > 0:", results.get(timeout=30) > 0)
    proc.join()


if __name__ == "__main__":
    main()
