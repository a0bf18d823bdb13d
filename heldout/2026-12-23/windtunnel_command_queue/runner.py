import queue

from commands import REGISTRY


def enqueue(cfg):
    jobs = queue.Queue()
    for name in cfg["session"]["commands"].split(","):
        jobs.put(REGISTRY[name.strip()](cfg))
    return jobs


def drain(jobs):
    state, done = {}, 0
    while not jobs.empty():
        command = jobs.get()
        command.execute(state)
        done += 1
    return state, done
