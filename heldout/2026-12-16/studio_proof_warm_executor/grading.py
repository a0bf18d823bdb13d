import torch


def colour_grade(i, img):
    graded = torch.sigmoid((img - 0.5) * 6.0)
    return i, round(float(graded.mean()), 4)
