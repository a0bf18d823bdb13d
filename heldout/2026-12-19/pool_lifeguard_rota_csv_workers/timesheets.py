"""Per-guard timesheet totals, computed in worker processes from the rota export."""
import csv
import statistics
from collections import defaultdict
from multiprocessing import Pool


def _hours(start, end):
    h1, m1 = map(int, start.split(":"))
    h2, m2 = map(int, end.split(":"))
    return (h2 * 60 + m2 - h1 * 60 - m1) / 60


def _guard_totals(item):
    guard, rows = item
    lengths = [_hours(r["start"], r["end"]) for r in rows]
    return guard, sum(lengths), max(lengths), statistics.mean(lengths)


def summarise(path):
    by_guard = defaultdict(list)
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            by_guard[row["guard"]].append(row)
    with Pool(2) as pool:
        totals = pool.map(_guard_totals, sorted(by_guard.items()))
    return [(g, total, longest) for g, total, longest, _ in totals]
