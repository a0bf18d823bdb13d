import torch

from cli import configure, parse_args
from permutation import run_all

METRICS = ["sessions", "revenue", "retention"]
USERS = 5000


def main():
    args = parse_args()
    configure(args)
    g = torch.Generator().manual_seed(0)
    baseline = torch.empty(USERS, 64).exponential_(1.0, generator=g)
    print("baseline cv", round(float((baseline.std(dim=0) / baseline.mean(dim=0)).mean()), 3))
    print(run_all(METRICS, USERS, args.permutations))


if __name__ == "__main__":
    main()
