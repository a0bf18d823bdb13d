import argparse

import torch.multiprocessing as tmp

from mission import GliderMission


def configure(args):
    tmp.set_start_method(args.start_method)


def main():
    ap = argparse.ArgumentParser(description="glider dive planner")
    ap.add_argument("--start-method", default="spawn")
    ap.add_argument("--dives", type=int, default=4)
    args = ap.parse_args()
    configure(args)
    mission = GliderMission({"dives": args.dives})
    print(mission.plan())


if __name__ == "__main__":
    main()
