"""Process-wide result channel for the lab workers."""
import multiprocessing

RESULTS = multiprocessing.Queue()


def collect(n):
    return [RESULTS.get(timeout=60) for _ in range(n)]
