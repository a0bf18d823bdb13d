import sys

from events import load_events, chronological
from daemon import SegmentDaemon

N_EVENTS = 1_000_000
N_BAYS = 1800


def main():
    ts, bays = chronological(*load_events(N_EVENTS, N_BAYS))
    statuses = SegmentDaemon.spawn_all(2, ts, bays)
    return 1 if any(statuses) else 0


if __name__ == "__main__":
    sys.exit(main())
