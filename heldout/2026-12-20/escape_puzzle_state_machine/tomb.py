import multiprocessing

import torch

from machine import RoomMachine


def solve_time(puzzle, difficulty):
    g = torch.Generator().manual_seed(len(puzzle))
    attempts = torch.rand(1024, difficulty.shape[0], generator=g) @ difficulty
    return puzzle, round(float(attempts.mean()) / 20, 1)


class TombMachine(RoomMachine):
    def on_calibrate(self):
        g = torch.Generator().manual_seed(0)
        logs = torch.rand(self.cfg["sessions"], self.cfg["sensors"], generator=g)
        self.data["difficulty"] = logs.T @ logs / self.cfg["sessions"]

    def on_solve(self):
        pool = multiprocessing.Pool(2)
        try:
            jobs = [pool.apply_async(solve_time, (p, self.data["difficulty"])) for p in self.cfg["puzzles"]]
            self.data["times"] = [j.get() for j in jobs]
        finally:
            pool.close()
            pool.join()

    def on_debrief(self):
        for puzzle, minutes in self.data["times"]:
            print(f"{puzzle:13} ~{minutes} min")
