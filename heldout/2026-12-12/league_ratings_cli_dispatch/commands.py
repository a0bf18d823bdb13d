import torch

from ratings import season_results, win_probabilities
from simulate import monte_carlo


def cmd_table(args):
    home, away, margin = season_results(args.teams, args.games, seed=args.seed)
    pts = torch.zeros(args.teams).index_add_(0, home, (margin > 0).float())
    print("leader:", int(pts.argmax()))


def cmd_forecast(args):
    g = torch.Generator().manual_seed(args.seed)
    prior = win_probabilities(torch.randn(args.rounds, args.teams, generator=g))
    print(f"prior favourite share {float(prior.max(dim=1).values.mean()):.4f}")
    titles = monte_carlo(args.rounds, args.teams, blocks=args.blocks)
    print("title counts:", titles[:5], "...")


COMMANDS = {"table": cmd_table, "forecast": cmd_forecast}
