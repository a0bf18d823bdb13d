import functools


@functools.singledispatch
def handle(item):
    raise TypeError(f"no handler for {type(item).__name__}")
