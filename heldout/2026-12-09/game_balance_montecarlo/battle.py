import torch

from simulation import Simulation


class BattleSim(Simulation):
    def __init__(self, n_units, n_abilities, matches_per_shard, seed=3):
        self.n_units = n_units
        self.n_abilities = n_abilities
        self.matches = matches_per_shard
        self.seed = seed

    def prepare(self):
        gen = torch.Generator().manual_seed(self.seed)
        logits = torch.normal(0.0, 1.0, size=(self.n_units, self.n_abilities), generator=gen)
        self.ability_mix = torch.softmax(logits, dim=1)

    def simulate_shard(self, shard):
        gen = torch.Generator().manual_seed(self.seed + shard)
        rolls = torch.normal(0.0, 1.0, size=(self.matches, self.n_abilities), generator=gen)
        win_prob = torch.softmax(rolls, dim=1)
        return shard, float(win_prob.max(dim=1).values.mean())
