import torch
import torch.multiprocessing as tmp


def track_shoal(args):
    device, bins = args
    shoal = torch.ones(bins, device=device)
    return float(shoal.sum())


def send_boats(device, bins, boats):
    with tmp.get_context("fork").Pool(boats) as pool:
        return pool.map(track_shoal, [(device, bins)] * boats)
