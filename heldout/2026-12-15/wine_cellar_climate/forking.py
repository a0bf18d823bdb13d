import contextlib
import os


@contextlib.contextmanager
def forked(n):
    """Yields the child index in each of n forked children and None in the parent."""
    pids = []
    for i in range(n):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                yield i
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        pids.append(pid)
    try:
        yield None
    finally:
        for pid in pids:
            os.waitpid(pid, 0)
