import copy

import torch
import torch.multiprocessing as mp


def _finetune(args):
    state, dim, seed = args
    from pretrain import pretrain
    model, _ = pretrain(dim, steps=0)
    model.load_state_dict(state)
    torch.manual_seed(seed)
    x = torch.randn(128, dim)
    with torch.no_grad():
        return seed, round(float(model(x).mean()), 4)


def finetune_all(model, dim, seeds, start_method="spawn"):
    state = copy.deepcopy(model.state_dict())
    ctx = mp.get_context(start_method)
    with ctx.Pool(2) as pool:
        return pool.map(_finetune, [(state, dim, s) for s in seeds])
