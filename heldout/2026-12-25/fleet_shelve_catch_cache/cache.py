import functools
import shelve


def shelved(path):
    def wrap(fn):
        @functools.wraps(fn)
        def inner(*args):
            key = f"{fn.__name__}{args}"
            with shelve.open(path) as db:
                if key not in db:
                    db[key] = fn(*args)
                return db[key]
        return inner
    return wrap
