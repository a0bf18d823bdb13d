from concurrent.futures import ProcessPoolExecutor

import torch
import torch.nn.functional as F

from waveforms import station_traces, STA_WINDOW


def sta_energy(traces):
    kernel = torch.full((1, 1, STA_WINDOW), 1.0 / STA_WINDOW)
    return F.conv1d(traces, kernel)


def calibrate_thresholds(n_stations, n_samples):
    traces = station_traces(n_stations, n_samples)
    return sta_energy(traces).amax(dim=-1).squeeze(1)


def pick_station(station, n_samples, threshold):
    comps = station_traces(8, n_samples, seed=station)
    env = comps.abs()
    return int((env > threshold).sum())


def run_picker(thresholds, n_samples, workers=2):
    with ProcessPoolExecutor(max_workers=workers) as ex:
        futs = [ex.submit(pick_station, s, n_samples, float(t)) for s, t in enumerate(thresholds)]
        return [f.result() for f in futs]
