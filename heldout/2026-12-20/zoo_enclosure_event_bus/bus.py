from collections import defaultdict

_handlers = defaultdict(list)


def on(event):
    def register(fn):
        _handlers[event].append(fn)
        return fn
    return register


def emit(event, ctx):
    for fn in _handlers[event]:
        fn(ctx)
