import contextlib
import os


@contextlib.contextmanager
def forked():
    """Run the body in a forked child (child sees True), parent waits for it."""
    pid = os.fork()
    if pid == 0:
        try:
            yield True
        finally:
            os._exit(0)
    yield False
    _, status = os.waitpid(pid, 0)
    forked.last_status = os.waitstatus_to_exitcode(status)


forked.last_status = 0
