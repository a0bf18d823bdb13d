"""Tiny in-process event bus used by the lift operations service."""
from collections import defaultdict

_handlers = defaultdict(list)


def subscribe(topic):
    def register(fn):
        _handlers[topic].append(fn)
        return fn
    return register


def publish(topic, payload):
    for handler in list(_handlers[topic]):
        handler(payload)
