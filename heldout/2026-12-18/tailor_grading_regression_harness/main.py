import json
import sys

import grading_checks
from harness import run_checks


def main():
    with open("fixtures.json") as f:
        fixtures = json.load(f)
    results = run_checks(grading_checks, fixtures)
    for name, status, secs in results:
        print(f"{name:36s} {status} ({secs:.2f}s)")
    return 0 if all(status == "ok" for _, status, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
