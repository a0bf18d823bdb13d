import sys

from alerts import fork_each
from sensors import apiaries, batches, ranked


def main():
    levels = list(ranked(batches(apiaries("apiaries.csv"))))
    for name, _, _, level in levels:
        print(f"{name}: piping level {level:.2f}")
    failed = fork_each(levels)
    if failed:
        sys.exit(f"swarm checks failed for {failed}")


if __name__ == "__main__":
    main()
