import torch


def pass_time(rink, passes, rows, melt):
    torch.manual_seed(len(rink))
    water = torch.rand(rows, melt.shape[0])
    flow = torch.addmm(torch.zeros(melt.shape[1]), water, melt)
    return rink, round(float(flow.sum(dim=1).mean()) * passes, 2)
