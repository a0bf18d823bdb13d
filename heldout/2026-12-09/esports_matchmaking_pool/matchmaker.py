import torch

from players import skill_vectors


class Matchmaker:
    def __init__(self, tolerance):
        self.tolerance = tolerance

    def spread(self, region):
        """Global fairness check: pairwise distance over the whole ladder."""
        return torch.pdist(skill_vectors(region)).median()

    def pair_region(self, region):
        skills = skill_vectors(region)
        half = skills.shape[0] // 2
        d = torch.cdist(skills[:half], skills[half:])
        fair = (d < self.tolerance).sum(dim=1)
        return region.name, int((fair > 0).sum())
