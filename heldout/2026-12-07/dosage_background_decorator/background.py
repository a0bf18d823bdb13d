import functools
import multiprocessing


def in_background(fn):
    """Run the decorated function in a child process; returns the Process handle."""

    @functools.wraps(fn)
    def launcher(*args, **kwargs):
        p = multiprocessing.Process(target=fn, args=args, kwargs=kwargs)
        p.start()
        return p

    return launcher
