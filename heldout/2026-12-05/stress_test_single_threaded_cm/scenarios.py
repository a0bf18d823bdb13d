import multiprocessing as mp

import torch


def scenario_loss(scenario, assets, paths):
    g = torch.Generator().manual_seed(scenario)
    shocks = torch.empty(paths, assets).normal_(0.0, 0.03, generator=g)
    pnl = shocks.sum(dim=1) / assets
    return scenario, round(float(torch.quantile(pnl, 0.01)), 5)


def run_scenarios(scenarios, assets, paths):
    with mp.Pool(2) as pool:
        return pool.starmap(scenario_loss, [(s, assets, paths) for s in scenarios])
