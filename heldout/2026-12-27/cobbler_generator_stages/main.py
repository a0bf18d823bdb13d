"""Read, measure and cut the orders in orders.csv."""
import argparse
from pathlib import Path

import cutting
import stages


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--orders", default=str(Path(__file__).with_name("orders.csv")))
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    stream = stages.measure(stages.read_orders(args.orders))
    print(cutting.cut(stream, args.workers))


if __name__ == "__main__":
    main()
