import torch

from background import BackgroundSearch
from costs import assignment_costs

STAFF, SHIFTS, SKILLS = 120, 84, 32


def main():
    g = torch.Generator().manual_seed(4)
    skills = torch.rand(STAFF * 8, SKILLS, generator=g)
    demand = torch.rand(SHIFTS * 8, SKILLS, generator=g)
    cost = assignment_costs(skills, demand)
    print("greedy cost", round(float(cost.amin(dim=1).sum()), 1))
    with BackgroundSearch(1, (STAFF, SHIFTS, SKILLS)), BackgroundSearch(2, (STAFF, SHIFTS, SKILLS)):
        print("searching...", flush=True)


if __name__ == "__main__":
    main()
