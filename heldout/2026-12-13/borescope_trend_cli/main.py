import sys

from fleet import report_engines
from trends import blade_wear_quantiles, load_inspection

FLEET = ["ESN-731204", "ESN-731377"]
BLADES = 2000
PIXELS = 200


def cmd_scan(argv):
    for serial in FLEET:
        maps = load_inspection(serial, 4, 16)
        print(serial, "max erosion", round(float(maps.max()), 3))


def cmd_trend(argv):
    reference = load_inspection("FLEET-REF", BLADES, PIXELS)
    limits = blade_wear_quantiles(reference)
    print("fleet limit range:", round(float(limits.min()), 3), round(float(limits.max()), 3))
    report_engines(FLEET, limits, BLADES, PIXELS)


COMMANDS = {"scan": cmd_scan, "trend": cmd_trend}

if __name__ == "__main__":
    argv = sys.argv[1:] or ["trend"]
    COMMANDS[argv[0]](argv[1:])
