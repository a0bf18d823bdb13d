import functools


def memoize(fn):
    store = {}

    @functools.wraps(fn)
    def cached(*key):
        if key not in store:
            store[key] = fn(*key)
        return store[key]

    cached.cache = store
    return cached
