import multiprocessing as mp


class GliderMission:
    defaults = {"start_method": "spawn", "max_depth": 1000}

    def __init__(self, cfg):
        self.cfg = {**self.defaults, **cfg}
        mp.set_start_method(self.cfg["start_method"])

    def plan(self):
        return [(d, self.cfg["max_depth"] * (d + 1) // self.cfg["dives"]) for d in range(self.cfg["dives"])]
