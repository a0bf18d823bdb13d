import torch
import torch.nn.functional as F

SAMPLE_RATE = 20000
ENVELOPE_WINDOW = 40


def envelope(recordings):
    """recordings: (channels, samples) -> smoothed amplitude envelope."""
    x = recordings.abs().unsqueeze(1)
    return F.avg_pool1d(x, ENVELOPE_WINDOW, stride=ENVELOPE_WINDOW).squeeze(1)


def noise_floor(recordings):
    env = envelope(recordings)
    return env.median(dim=1).values


def count_passes(payload):
    recording, floor = payload
    env = envelope(recording)
    loud = env > 1.25 * floor.unsqueeze(1)
    return int(loud.sum())
