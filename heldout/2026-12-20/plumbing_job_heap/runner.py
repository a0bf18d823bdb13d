import csv
import heapq

from jobs import HANDLERS


def run_queue(path):
    heap = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            heapq.heappush(heap, (int(row["priority"]), row["job"], int(row["arg"])))
    ctx = {}
    while heap:
        _, job, arg = heapq.heappop(heap)
        HANDLERS[job](ctx, arg)
    return ctx
