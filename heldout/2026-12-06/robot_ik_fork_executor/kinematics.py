import math

import torch


class ArmModel:
    """Planar arm; the link lengths are refined from encoder / tracker samples."""

    def __init__(self, links):
        self.links = torch.tensor(links)

    def features(self, angles):
        cum = angles.cumsum(dim=1)
        return torch.cat([cum.cos(), cum.sin()], dim=1)

    def calibrate(self, samples, seed=0):
        g = torch.Generator().manual_seed(seed)
        angles = torch.rand(samples, len(self.links), generator=g) * math.pi
        measured = torch.rand(samples, 1, generator=g)
        solution = torch.linalg.lstsq(self.features(angles), measured).solution
        return solution.flatten()


def solve_goal(goal_seed, n_links, samples):
    """Fit a local linear model of reachability around one goal."""
    g = torch.Generator().manual_seed(goal_seed)
    jac = torch.rand(samples, 2 * n_links, generator=g)
    err = torch.rand(samples, 1, generator=g)
    step = torch.linalg.lstsq(jac, err).solution
    return goal_seed, round(float(step.norm()), 4)
