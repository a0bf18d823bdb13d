import multiprocessing

import torch


def simulate_form(args):
    form, difficulty, sims = args
    g = torch.Generator().manual_seed(form)
    ability = torch.rand(sims, 1, generator=g)
    score = torch.sigmoid((ability - difficulty.mean()) * 6).mean()
    return form, round(float(score), 4)


def assemble_forms(difficulty, forms, sims):
    with multiprocessing.Pool(2) as pool:
        return pool.map(simulate_form, [(f, difficulty, sims) for f in range(forms)])
