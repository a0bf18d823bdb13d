from ctx import SPAWN

LOG_QUEUE = SPAWN.Queue()


def drain(n):
    return [LOG_QUEUE.get(timeout=30) for _ in range(n)]
