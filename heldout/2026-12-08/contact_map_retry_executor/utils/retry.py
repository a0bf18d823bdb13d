import functools


class retry:
    def __init__(self, attempts=2, exceptions=(RuntimeError,)):
        self.attempts = attempts
        self.exceptions = exceptions

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for i in range(self.attempts):
                try:
                    return fn(*args, **kwargs)
                except self.exceptions:
                    if i == self.attempts - 1:
                        raise
        return wrapper
