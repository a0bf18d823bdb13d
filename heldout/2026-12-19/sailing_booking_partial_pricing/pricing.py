import torch

BASE = {"RYA Level 1": 180.0, "RYA Level 2": 220.0, "Kite Intro": 150.0, "Kite Advanced": 260.0}


def course_price(surcharge, course):
    gen = torch.Generator().manual_seed(len(course))
    demand = torch.rand(52, generator=gen).mean().item()
    return course, BASE[course] * surcharge * (0.9 + 0.2 * demand)
