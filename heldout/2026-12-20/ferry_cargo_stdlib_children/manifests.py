import statistics

AXLE_TONNES = {"trailers": 38.0, "cars": 1.6, "foot": 0.08}


def sailing_weight(row, trim):
    tonnes = sum(AXLE_TONNES[k] * int(row[k]) for k in AXLE_TONNES)
    return row["sailing"], round(tonnes, 1), round(statistics.fmean(trim) * tonnes, 1)
