import argparse
import sys

import survey


def main(argv=None):
    parser = argparse.ArgumentParser(description="escalator chain survey")
    parser.add_argument("--sites", nargs="+", required=True)
    args = parser.parse_args(argv)
    failed = survey.run_all(args.sites)
    if failed:
        sys.exit(f"survey failed for: {', '.join(failed)}")
    print("survey complete")


if __name__ == "__main__":
    main()
