import argparse
import sys

from picking import calibrate_thresholds, run_picker


def cmd_calibrate(args):
    thr = calibrate_thresholds(args.stations, args.samples)
    print("thresholds:", [round(float(t), 3) for t in thr[:4]])


def cmd_pick(args):
    thr = calibrate_thresholds(args.stations, args.samples)
    picks = run_picker(thr, args.samples, workers=args.workers)
    print("picks per station:", picks)


def build_parser():
    p = argparse.ArgumentParser(prog="seispick")
    sub = p.add_subparsers(dest="cmd", required=True)
    for name, fn in (("calibrate", cmd_calibrate), ("pick", cmd_pick)):
        s = sub.add_parser(name)
        s.add_argument("--stations", type=int, default=16)
        s.add_argument("--samples", type=int, default=20000)
        s.add_argument("--workers", type=int, default=2)
        s.set_defaults(func=fn)
    return p


if __name__ == "__main__":
    args = build_parser().parse_args(sys.argv[1:] or ["pick"])
    args.func(args)
