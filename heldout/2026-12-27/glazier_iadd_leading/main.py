"""Lead every window listed in panes.csv, then fire the glass."""
import argparse
import csv
from pathlib import Path

import kiln
import torch
from leading import Leading


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kilns", type=int, default=2)
    ap.add_argument("--side", type=int, default=512)
    args = ap.parse_args()
    with open(Path(__file__).with_name("panes.csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    lead = Leading(int(rows[0]["width"]))
    for row in rows:
        lead += torch.randn(int(row["panes"]), int(row["width"]))
    print("leaded", lead.count)
    print(kiln.fire(args.kilns, args.side))


if __name__ == "__main__":
    main()
