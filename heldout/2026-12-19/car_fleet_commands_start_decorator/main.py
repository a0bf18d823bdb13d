import sys

import commands


def main(argv):
    wanted = argv or ["utilisation", "maintenance"]
    if "utilisation" in wanted:
        commands.utilisation(["Compact", "SUV", "Van"])
    if "maintenance" in wanted:
        commands.maintenance(["Compact", "SUV", "Van"])


if __name__ == "__main__":
    main(sys.argv[1:])
