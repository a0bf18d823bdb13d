from dataclasses import dataclass


@dataclass
class Design:
    pilot_users: int = 200
    pilot_days: int = 7
    users_per_arm: int = 20000
    resamples: int = 100
    arms: tuple = ("control", "variant")
