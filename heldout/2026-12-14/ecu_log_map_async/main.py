import argparse

import ecu_logs
import replay


def main(argv=None):
    ap = argparse.ArgumentParser(description="Replay ECU logs and flag misfires")
    ap.add_argument("--cylinders", type=int, default=4)
    ap.add_argument("--frames", type=int, default=2000)
    args = ap.parse_args(argv)
    log = ecu_logs.load(frames=args.frames, channels=500)
    ordered = ecu_logs.sort_by_timestamp(log)
    flagged = replay.misfire_counts(ordered, args.cylinders)
    print("misfires per cylinder:", flagged)


if __name__ == "__main__":
    main()
