import torch
import torch.multiprocessing as tmp

from instruments import Instrument


def run_sweeps(instruments: list[Instrument], cfg: dict) -> dict:
    return {inst.name: tuple(inst.sweep(cfg).shape) for inst in instruments}


def probe_bed(team, grid):
    bed = torch.randn(grid, grid)
    print("team", team, float((bed @ bed).abs().mean()), flush=True)


def field_teams(cfg):
    teams = [tmp.Process(target=probe_bed, args=(t, cfg["grid"])) for t in range(cfg["teams"])]
    for team in teams:
        team.start()
    for team in teams:
        team.join()
