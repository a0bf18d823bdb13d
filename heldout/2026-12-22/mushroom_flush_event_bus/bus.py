from collections import defaultdict


class EventBus:
    def __init__(self):
        self._handlers = defaultdict(list)

    def on(self, event, priority=0):
        def register(fn):
            self._handlers[event].append((priority, fn))
            self._handlers[event].sort(key=lambda pair: -pair[0])
            return fn
        return register

    def emit(self, event, payload):
        for _, fn in self._handlers[event]:
            fn(payload)
        return payload


bus = EventBus()
