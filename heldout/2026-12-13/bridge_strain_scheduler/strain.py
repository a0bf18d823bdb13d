import torch


def detrend(gauges, window):
    """Remove slow thermal drift with a running mean computed from a cumulative sum."""
    c = torch.cumsum(gauges, dim=1)
    running = (c[:, window:] - c[:, :-window]) / window
    return gauges[:, window:] - running


def peak_events(block_id, signals, threshold):
    jumps = torch.diff(signals, dim=1).abs()
    return block_id, int((jumps > threshold).sum())
