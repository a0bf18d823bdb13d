"""parkctl: tiny enforcement CLI.  Usage: python main.py [scan|zones]"""
import sys

from zones import ZONES
from overstay import dwell_baseline, scan_all


def cmd_zones(args):
    for z in ZONES:
        print(f"{z.name:10} {z.bays} bays")


def cmd_scan(args):
    baselines = dwell_baseline(ZONES)
    found = scan_all(ZONES, baselines)
    for name in sorted(found):
        print(f"{name}: {found[name]} overstay minutes to ticket")


COMMANDS = {"scan": cmd_scan, "zones": cmd_zones}


def main(argv):
    name = argv[0] if argv else "scan"
    COMMANDS[name](argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
