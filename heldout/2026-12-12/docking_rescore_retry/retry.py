import functools


class OutOfBudget(RuntimeError):
    pass


def retry_with(fallback_mode, attempts=2):
    """Retry the wrapped call, switching `mode=` to the fallback after a budget failure."""
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, mode="local", **kwargs):
            for attempt in range(attempts):
                try:
                    return fn(*args, mode=mode, **kwargs)
                except OutOfBudget as exc:
                    print(f"attempt {attempt + 1} ({mode}) failed: {exc}", flush=True)
                    mode = fallback_mode
            raise RuntimeError("all attempts failed")
        return wrapper
    return deco
