import os
from contextlib import contextmanager


@contextmanager
def forked():
    """Run the body of the with-block in a forked child; the parent waits for it."""
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            yield True
            code = 0
        finally:
            os._exit(code)
    yield False
    _, status = os.waitpid(pid, 0)
    if status:
        raise RuntimeError(f"child failed with status {status}")
