"""Milliner's job queue, ordered by priority (lowest first)."""
import csv
import heapq


def load(path):
    heap = []
    with open(path, newline="") as f:
        for seq, row in enumerate(csv.DictReader(f)):
            heapq.heappush(heap, (int(row["priority"]), seq, row["job"], int(row["size"]), int(row["width"])))
    return heap


def drain(heap):
    while heap:
        yield heapq.heappop(heap)
