import torch


class WeeklyReport:
    def __init__(self):
        self.weeks = []

    def add(self, week, per_kennel, bookings):
        # per-run stay lengths across the whole week, for the manager's chart
        stays = bookings.float().sum(dim=2)
        spread = torch.sort(stays.flatten(), descending=True).values
        self.weeks.append((week, per_kennel, float(spread[: spread.numel() // 10].mean())))

    def render(self):
        for week, per_kennel, busy in self.weeks:
            print(f"week {week}: nights {per_kennel} top-decile stay {busy:.2f}")
