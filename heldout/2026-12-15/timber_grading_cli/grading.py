import multiprocessing

import torch

GRADES = ("select", "no1", "no2", "utility")


def grade_log(row):
    edges = torch.tensor([450.0, 550.0, 650.0])
    knots = torch.clamp(row.repeat(600) - 500.0, min=0.0)
    return int(torch.bucketize(knots, edges).sum())


def grade_all(ordered, processes):
    rows = list(ordered)
    with multiprocessing.Pool(processes) as pool:
        return pool.map(grade_log, rows, chunksize=max(1, len(rows) // (4 * processes)))
