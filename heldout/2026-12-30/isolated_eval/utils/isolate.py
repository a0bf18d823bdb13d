import functools
import multiprocessing as mp
import traceback


def _child(fn, q, args, kwargs):
    try:
        q.put(("ok", fn(*args, **kwargs)))
    except Exception:
        q.put(("err", traceback.format_exc()))


def in_subprocess(fn):
    """Run fn in a fresh child process (keeps leaked memory out of the caller)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        q = mp.Queue()
        p = mp.Process(target=_child, args=(fn, q, args, kwargs))
        p.start()
        status, value = q.get()
        p.join()
        if status == "err":
            raise RuntimeError(value)
        return value

    return wrapper
