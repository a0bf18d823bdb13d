import argparse

from launch import evaluate_all
from metrics import METRIC_NAMES

parser = argparse.ArgumentParser(description="distributed evaluation")
parser.add_argument("--world-size", type=int, default=2)
HEADER = " / ".join(METRIC_NAMES)

if __name__ == "__main__":
    args = parser.parse_args()
    print("evaluating", HEADER)
    evaluate_all(args.world_size)
    print("done")
