import torch

from cli import parse_args
from optimize import projected_points, run_slates


def main():
    args = parse_args()
    if args.intra_op_threads:
        torch.set_num_threads(args.intra_op_threads)
    g = torch.Generator().manual_seed(0)
    season = torch.rand(args.players * 4, 64, generator=g)
    print("season leaders", projected_points(season).argsort(descending=True)[:3].tolist())
    print(run_slates([1, 2, 3], args.players))


if __name__ == "__main__":
    main()
