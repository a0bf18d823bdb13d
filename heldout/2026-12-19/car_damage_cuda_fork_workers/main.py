import sys

import gpu
from triage import triage_returns


def main():
    device = gpu.device()
    print(f"triage on {device} ({gpu.describe(device)})")
    failures = triage_returns(["KX-101", "KX-207"], device)
    if failures:
        sys.exit(f"damage triage failed for {failures}")


if __name__ == "__main__":
    main()
