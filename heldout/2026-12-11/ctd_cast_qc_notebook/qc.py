import torch


def despike_casts(temps, offsets, sigma):
    anomaly = temps - offsets.unsqueeze(1)
    spread = anomaly.std(dim=1, keepdim=True)
    spikes = anomaly.abs() > sigma * spread
    print("spikes flagged:", int(spikes.sum()))
