import argparse

from scales import colony_baseline
from report import anomaly_report


def parse():
    ap = argparse.ArgumentParser(description="daily hive-scale anomaly report")
    ap.add_argument("--apiary", default="north-meadow")
    ap.add_argument("--hives", type=int, default=512)
    ap.add_argument("--readings", type=int, default=1024)
    return ap.parse_args()


if __name__ == "__main__":
    args = parse()
    base = colony_baseline(args.apiary, args.hives, args.readings)
    print("baseline drift", round(float(base[:, -1].mean()), 3))
    for hive_group, score in anomaly_report(args.apiary, args.hives, args.readings):
        print(f"group {hive_group}: anomaly {score:.4f}")
