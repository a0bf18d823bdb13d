from collections import defaultdict

_HOOKS = defaultdict(list)


def on(event):
    def register(fn):
        _HOOKS[event].append(fn)
        return fn
    return register


def emit(event, **payload):
    return [fn(**payload) for fn in _HOOKS[event]]
