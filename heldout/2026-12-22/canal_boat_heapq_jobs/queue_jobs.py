import csv
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    priority: int
    name: str = field(compare=False)
    section: str = field(compare=False)


def load(path):
    heap = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            heapq.heappush(heap, Job(int(row["priority"]), row["job"], row["section"]))
    return heap


def drain(heap, handlers, settings):
    results = {}
    while heap:
        job = heapq.heappop(heap)
        results[job.name] = handlers[job.name](settings[job.section], results)
    return results
