"""A tiny observer: `signal += handler`, then `signal(ctx)` calls every handler in order."""


class Signal:
    def __init__(self, name):
        self.name = name
        self._handlers = []

    def __iadd__(self, handler):
        self._handlers.append(handler)
        return self

    def __call__(self, ctx):
        for handler in self._handlers:
            handler(ctx)
        return ctx


loaded = Signal("loaded")
scheduled = Signal("scheduled")
