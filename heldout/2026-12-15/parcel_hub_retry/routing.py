import os

import torch

from retrying import CapacityExceeded, retry

INLINE_LIMIT = 1000


def _nearest_hub(parcels, hubs):
    return torch.cdist(parcels, hubs).argmin(dim=1)


def _route_in_child(parcels, hubs):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            counts = torch.bincount(_nearest_hub(parcels, hubs), minlength=hubs.shape[0])
            print("child routed", int(counts.sum()))
        except Exception:
            code = 1
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


@retry(times=2)
def route_batch(parcels, hubs, attempt=0):
    if attempt == 0:
        assigned = _nearest_hub(parcels, hubs)
        if parcels.shape[0] > INLINE_LIMIT:
            raise CapacityExceeded(f"{parcels.shape[0]} parcels over inline limit, {int(assigned.max())} hubs used")
        return assigned
    return _route_in_child(parcels, hubs)
