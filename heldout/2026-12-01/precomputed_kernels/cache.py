import functools


def precompute(fn):
    """Evaluate fn once at import and keep the result on the function."""
    fn.cached = fn()

    @functools.wraps(fn)
    def wrapper():
        return fn.cached
    return wrapper
