import os
import sys
from contextlib import contextmanager


@contextmanager
def forked(worker, *args):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            worker(*args)
        except BaseException as exc:
            print("export failed:", exc, file=sys.stderr)
            code = 1
        finally:
            sys.stdout.flush()
            os._exit(code)
    try:
        yield pid
    finally:
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError("export child failed")
