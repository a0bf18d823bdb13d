import torch


def current_field(history, width):
    torch.manual_seed(4)
    tracks = torch.randn(history, width)
    return torch.nn.functional.normalize(tracks.T @ tracks, dim=1)


def buoy_drift(buoy, rows, field):
    torch.manual_seed(len(buoy))
    return buoy, float((torch.randn(rows, field.shape[0]) @ field).norm(dim=1).mean())
