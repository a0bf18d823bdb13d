import torch


def rinse(state, sizes):
    state["washed"] = sizes.getint("apples")
    return state


def grind(state, sizes):
    apples = torch.rand(sizes.getint("apples"), sizes.getint("features"))
    varieties = torch.rand(sizes.getint("varieties"), sizes.getint("features"))
    nearest = torch.cdist(apples, varieties).argmin(dim=1)
    state["sorted"] = torch.bincount(nearest).tolist()[:4]
    return state
