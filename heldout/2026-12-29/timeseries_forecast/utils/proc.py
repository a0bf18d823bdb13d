import os
import sys
import traceback


def run_isolated(fn, *args, **kwargs):
    """Run fn in a forked child; return the child's exit status."""
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        status = 0
        try:
            fn(*args, **kwargs)
        except BaseException:
            traceback.print_exc()
            status = 1
        finally:
            os._exit(status)
    _, st = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(st)
