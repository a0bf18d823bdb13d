import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor
from itertools import repeat

from kinematics import solve_goal


class TrajectoryPlanner:
    def __init__(self, arm, samples, workers=2):
        self.arm = arm
        self.samples = samples
        self.workers = workers

    def plan(self, goals):
        n_links = len(self.arm.links)
        with ProcessPoolExecutor(max_workers=self.workers, mp_context=mp.get_context("fork")) as ex:
            return list(ex.map(solve_goal, goals, repeat(n_links), repeat(self.samples)))
