import torch


def assignment_costs(skills, demand):
    # nurses x skills, shifts x skills -> nurses x shifts
    return torch.einsum("ns,ts->nt", skills, demand)
