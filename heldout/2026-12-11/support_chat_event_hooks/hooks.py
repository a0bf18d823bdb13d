from collections import defaultdict

_HANDLERS = defaultdict(list)


def on(event, priority=0):
    def deco(fn):
        _HANDLERS[event].append((priority, fn))
        _HANDLERS[event].sort(key=lambda item: -item[0])
        return fn
    return deco


def emit(event, **payload):
    for _, fn in _HANDLERS[event]:
        fn(**payload)
