import torch


def lane_offset(lane, rows, table):
    torch.manual_seed(lane)
    aims = torch.randn(rows, table.shape[0])
    return lane, float(torch.bmm(aims.unsqueeze(0), table.unsqueeze(0)).abs().mean())
