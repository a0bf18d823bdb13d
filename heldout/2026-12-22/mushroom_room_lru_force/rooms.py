import csv

import runtime


def bed_yield(bed):
    return bed, round(1.5 + 0.25 * bed, 2)


def load(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def grow(room):
    ctx = runtime.context_for(room["start_method"])
    with ctx.Pool(2) as pool:
        return pool.map(bed_yield, range(int(room["beds"])))
