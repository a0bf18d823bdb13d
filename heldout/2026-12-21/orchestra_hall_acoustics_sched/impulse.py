import torch
import torch.nn.functional as F

_CACHE = {}


def impulse_response(hall, spec):
    if hall not in _CACHE:
        torch.manual_seed(9)
        sweep = torch.randn(spec["batches"], spec["channels"], spec["samples"])
        taps = torch.randn(spec["filters"], spec["channels"], spec["taps"]) / spec["taps"]
        _CACHE[hall] = F.conv1d(sweep, taps, padding=spec["taps"] // 2)
    return _CACHE[hall]
