import torch
import torch.multiprocessing as mp

import solver


class RosterJob:
    def __init__(self, departments, weeks):
        self.departments = departments
        self.weeks = weeks

    @classmethod
    def from_defaults(cls):
        return cls(departments=["front-desk", "warehouse"], weeks=4)

    def solve_all(self):
        mp.spawn(solver.solve_department, args=(self.departments, self.weeks),
                 nprocs=len(self.departments), join=True)
