import torch
import torch.multiprocessing as mp

from models import MLP


def _score_student(cfg):
    torch.manual_seed(cfg["seed"])
    student = MLP(cfg["width"], depth=cfg["depth"]).eval()
    with torch.no_grad():
        x = torch.randn(64, cfg["width"])
        logits = student(x)
    return cfg["depth"], round(float(logits.std()), 4)


def evaluate_students(configs):
    with mp.Pool(processes=2) as pool:
        results = pool.map(_score_student, configs)
    return sorted(results)
