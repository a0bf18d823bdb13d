"""Room state, turnover priorities and per-floor cleaning plans."""
import torch


class Hotel:
    def __init__(self, floors=4, rooms_per_floor=1024, signals=512):
        self.floors, self.rooms_per_floor, self.signals = floors, rooms_per_floor, signals
        gen = torch.Generator().manual_seed(3)
        self.state = torch.rand(floors * rooms_per_floor, signals, generator=gen)
        self.roster_version = 0
        self.desk_version = 1

    def priorities(self):
        # checkout time, VIP flag, minibar, ... -> probability the room is needed first
        return self.state.softmax(dim=1)[:, 0]

    def refresh_roster(self):
        self.roster_version = self.desk_version


def plan_floor(floor, rooms_per_floor, signals):
    gen = torch.Generator().manual_seed(floor)
    wear = torch.rand(rooms_per_floor, signals, generator=gen)
    minutes = (wear.sigmoid() * 40).sum(dim=1)
    return floor, float(minutes.mean())
