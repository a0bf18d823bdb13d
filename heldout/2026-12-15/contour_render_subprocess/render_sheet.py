"""Render contour bands for one map sheet: python render_sheet.py DEM_FILE SHEET INTERVAL"""
import sys

import torch
import torch.nn.functional as F


def render(dem, sheet, interval):
    big = F.interpolate(dem, scale_factor=2, mode="bilinear", align_corners=False)
    bands = torch.floor(big / interval)
    edges = (bands[..., 1:, :] != bands[..., :-1, :]).sum()
    return f"sheet {sheet}: {int(edges)} contour cells"


if __name__ == "__main__":
    dem = torch.load(sys.argv[1])
    print(render(dem, sys.argv[2], float(sys.argv[3])), flush=True)
