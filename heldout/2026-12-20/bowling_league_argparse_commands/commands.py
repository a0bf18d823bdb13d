import argparse

import torch.multiprocessing as tmp

from ratings import fit_handicaps, team_rating


def standings(args, cfg):
    handicaps, net = fit_handicaps(args.weeks, cfg["frames"])
    print(f"handicaps fitted over {handicaps.numel()} weeks")
    ctx = tmp.get_context("fork")
    with ctx.Pool(2) as pool:
        rows = pool.starmap(team_rating, [(t, net, cfg["frames"]) for t in cfg["teams"]])
    for team, rating in sorted(rows, key=lambda r: -r[1]):
        print(f"{team:13} {rating}")


def roster(args, cfg):
    for team in cfg["teams"]:
        print(team)


def parser():
    p = argparse.ArgumentParser(prog="league")
    sub = p.add_subparsers(required=True)
    s = sub.add_parser("standings")
    s.add_argument("--weeks", type=int, default=52)
    s.set_defaults(func=standings)
    sub.add_parser("roster").set_defaults(func=roster)
    return p
