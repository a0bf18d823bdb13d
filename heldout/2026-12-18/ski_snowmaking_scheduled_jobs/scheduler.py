"""Minimal job scheduler: jobs run in order of their due minute."""
import heapq
from dataclasses import dataclass, field


@dataclass(order=True)
class Job:
    due_minute: int
    name: str = field(compare=False)
    fn: object = field(compare=False)


class Scheduler:
    def __init__(self):
        self._queue = []
        self.results = {}

    def every_night_at(self, minute, name):
        def register(fn):
            heapq.heappush(self._queue, Job(minute, name, fn))
            return fn
        return register

    def run_pending(self, now_minute, context):
        while self._queue and self._queue[0].due_minute <= now_minute:
            job = heapq.heappop(self._queue)
            self.results[job.name] = job.fn(context, self.results)
        return self.results
