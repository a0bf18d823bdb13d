from pathlib import Path

import occupancy
import store


def main():
    db = store.open_sessions(Path(__file__).with_name("sessions.csv"))
    samples = store.sample_count(db)
    lanes = store.lanes(db)
    for lane, busy in occupancy.forecast(lanes, samples, buckets=512):
        print(f"lane {lane}: {busy:.3f} expected occupancy")


if __name__ == "__main__":
    main()
