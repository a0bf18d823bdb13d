import os

import torch


def export_zones(tracker, members):
    """Fork an exporter that writes zone minutes for the first member group."""
    pid = os.fork()
    if pid == 0:
        upper = tracker.readings[: members // 2] * 220
        zones = torch.bucketize(upper, torch.tensor([100.0, 130.0, 160.0, 190.0]))
        print("group A zone-5 minutes:", int((zones == 4).sum()), flush=True)
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)
