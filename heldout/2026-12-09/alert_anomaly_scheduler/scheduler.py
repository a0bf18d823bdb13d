import time

JOBS = []


def every(ticks):
    def register(fn):
        JOBS.append((ticks, fn))
        return fn
    return register


class Scheduler:
    def __init__(self, context, max_ticks):
        self.context = context
        self.max_ticks = max_ticks

    def run(self):
        for tick in range(1, self.max_ticks + 1):
            for period, job in JOBS:
                if tick % period == 0:
                    job(self.context)
            time.sleep(0.01)
