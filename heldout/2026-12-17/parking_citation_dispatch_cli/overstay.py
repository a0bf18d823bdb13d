"""Overstay detection; each zone is scanned by its own officer process."""
import torch
import torch.multiprocessing as tmp

from zones import occupancy


def dwell_baseline(zones):
    # typical dwell per bay across all zones (parent side)
    mats = [occupancy(z) for z in zones]
    return {z.name: m.median(dim=1).values for z, m in zip(zones, mats)}


def _scan_zone(zone, baseline, out):
    occ = occupancy(zone)
    over = torch.relu(occ - baseline.unsqueeze(1))
    out.put((zone.name, int((over > 0.5).sum())))


def scan_all(zones, baselines):
    out = tmp.SimpleQueue()
    officers = [tmp.Process(target=_scan_zone, args=(z, baselines[z.name], out)) for z in zones]
    for p in officers:
        p.start()
    found = dict(out.get() for _ in officers)
    for p in officers:
        p.join()
    return found
