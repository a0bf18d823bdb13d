import sched
import time


def build(events):
    """events: (delay, priority, action, kwargs) tuples, all timed from the same start."""
    s = sched.scheduler(time.monotonic, time.sleep)
    start = time.monotonic()
    for delay, priority, action, kwargs in events:
        s.enterabs(start + delay, priority, action, kwargs=kwargs)
    return s
