import torch

from calibration import calibrated


@calibrated(seed=21)
def grade_lot(lot, leaves, reference):
    torch.manual_seed(len(lot))
    colour = torch.rand(leaves, reference.shape[0]) @ reference
    tips = (colour > colour.median()).float().mean()
    return lot, "FTGFOP" if tips > 0.5 else "FOP", float(tips)


def grade_job(job):
    return grade_lot(*job)
