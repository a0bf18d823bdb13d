import argparse
import sys

import counting


def cli(argv=None):
    parser = argparse.ArgumentParser(description="count folded pages")
    parser.add_argument("--ledger", default="ledger.csv")
    parser.add_argument("--start-method", default="spawn")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    pages = counting.count_all(counting.read_ledger(args.ledger), args.start_method, args.workers)
    import torch
    totals = torch.tensor(list(pages.values()), dtype=torch.float32)
    print(pages, "mean pages", float(totals.mean()))
    return 0


if __name__ == "__main__":
    sys.exit(cli())
