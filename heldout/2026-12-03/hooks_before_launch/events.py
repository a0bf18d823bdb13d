from collections import defaultdict

_HOOKS = defaultdict(list)


def on(event):
    def deco(fn):
        _HOOKS[event].append(fn)
        return fn
    return deco


def emit(event, *args):
    for fn in _HOOKS[event]:
        fn(*args)
