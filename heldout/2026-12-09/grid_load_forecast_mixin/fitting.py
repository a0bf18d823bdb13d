import torch
import torch.multiprocessing as tmp


def fit_feeder(args):
    feeder_id, design, target = args
    coef = torch.linalg.solve(design.T @ design + 1e-3 * torch.eye(design.shape[1]), design.T @ target)
    return feeder_id, float(coef.abs().sum())


class ParallelFitMixin:
    n_jobs = 2

    def fit_all(self, problems):
        with tmp.Pool(self.n_jobs) as pool:
            return sorted(pool.map(fit_feeder, problems))
