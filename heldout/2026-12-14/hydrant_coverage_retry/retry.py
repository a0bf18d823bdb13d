import functools


class OverBudget(RuntimeError):
    pass


def retry(attempts):
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(attempts):
                try:
                    return fn(*args, attempt=attempt, **kwargs)
                except OverBudget as exc:
                    print(f"attempt {attempt} over budget: {exc}", flush=True)
                    last = exc
            raise last
        return wrapper
    return decorate
