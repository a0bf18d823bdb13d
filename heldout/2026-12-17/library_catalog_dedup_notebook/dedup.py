"""Per-branch near-duplicate detection, run in worker processes."""
import torch

STATE = {}


def remember(unit, branch, threshold):
    STATE["unit"], STATE["branch"], STATE["threshold"] = unit, branch, threshold


def near_duplicates(branch_id):
    unit = STATE["unit"][STATE["branch"] == branch_id]
    centroid = unit.mean(dim=0, keepdim=True)
    score = (unit * centroid).sum(dim=1) / centroid.norm()
    flagged = torch.where(score > STATE["threshold"], score, torch.zeros_like(score))
    return branch_id, int((flagged > 0).sum())
