import multiprocessing

import torch

from model import device, load_scorer


def score_study(study_id):
    scorer = load_scorer()
    g = torch.Generator().manual_seed(study_id)
    films = torch.rand(4, 1, 128, 128, generator=g).to(device())
    with torch.no_grad():
        return study_id, float(scorer(films).mean())


def score_worklist(study_ids, workers=2):
    with multiprocessing.Pool(workers) as pool:
        return pool.map(score_study, study_ids)
