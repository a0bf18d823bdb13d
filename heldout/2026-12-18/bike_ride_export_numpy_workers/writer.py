import numpy as np


def station_summary(args):
    station, durations = args
    arr = np.asarray(durations)
    pct = np.percentile(arr, [50, 90, 99])
    return station, [round(float(p), 2) for p in pct]
