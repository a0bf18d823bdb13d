import sys

import boards
import grading


def cmd_scan(args):
    scans = boards.scan_logs(int(args[0]) if args else 8)
    print("mean density", float(scans.mean()))


def cmd_grade(args):
    n_logs = int(args[0]) if args else 2000
    ordered = boards.density_order(boards.scan_logs(n_logs))
    print("p10 densities", ordered[:, boards.BOARDS_PER_LOG // 10][:3].tolist())
    scores = grading.grade_all(ordered[:8], processes=2)
    print("grade totals", scores)


COMMANDS = {"scan": cmd_scan, "grade": cmd_grade}


def main(argv):
    name = argv[0] if argv else "grade"
    COMMANDS[name](argv[1:])


if __name__ == "__main__":
    main(sys.argv[1:])
