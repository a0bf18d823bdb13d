from collections import defaultdict

_HANDLERS = defaultdict(list)


def on(event):
    def register(fn):
        _HANDLERS[event].append(fn)
        return fn
    return register


def fire(event, job):
    for handler in _HANDLERS[event]:
        job = handler(job) or job
    return job
