import torch
import torch.multiprocessing as mp

from policy import GaitPolicy


def evaluate_terrain(args):
    terrain, state, dims, rollouts = args
    pol = GaitPolicy(*dims)
    pol.load_state_dict(state)
    g = torch.Generator().manual_seed(terrain)
    with torch.no_grad():
        act = pol(torch.rand(rollouts, dims[0], generator=g))
    return terrain, round(float(act.pow(2).mean()), 4)


def evaluate_all(state, dims, terrains, rollouts, start_method="spawn"):
    ctx = mp.get_context(start_method)
    with ctx.Pool(2) as pool:
        return pool.map(evaluate_terrain, [(t, state, dims, rollouts) for t in terrains])
