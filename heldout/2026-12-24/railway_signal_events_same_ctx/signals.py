class SignalBank:
    def __init__(self, ctx):
        self.ctx = ctx
        self._events = {}

    def __getitem__(self, name):
        if name not in self._events:
            self._events[name] = self.ctx.Event()
        return self._events[name]
