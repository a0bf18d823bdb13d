from dataclasses import dataclass


@dataclass
class NoticeStyle:
    branch: str
    fine_per_day: float = 0.25

    def __post_init__(self):
        self.render = lambda item, days: f"{self.branch}: '{item}' is {days} days overdue (fine {days * self.fine_per_day:.2f})"
