import argparse

import multiprocessing as mp

from deploy import MooringDeployment


def main():
    ap = argparse.ArgumentParser(description="mooring line tension report")
    ap.add_argument("--start-method", default="spawn")
    ap.add_argument("--lines", type=int, default=3)
    args = ap.parse_args()
    mp.set_start_method(args.start_method)
    dep = MooringDeployment(lines=args.lines)
    print(dep.tensions())


if __name__ == "__main__":
    main()
