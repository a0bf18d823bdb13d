import os
import sys


class ForkRunner:
    """Minimal pre-fork job runner: one child per job, collect exit statuses."""

    def __init__(self):
        self.children = {}

    def _spawn(self, fn, args):
        pid = os.fork()
        if pid == 0:
            status = 0
            try:
                fn(*args)
            except Exception as exc:
                print(f"job failed: {exc}", file=sys.stderr)
                status = 1
            finally:
                sys.stdout.flush()
                os._exit(status)
        return pid

    def run_all(self, jobs):
        for fn, args in jobs:
            self.children[self._spawn(fn, args)] = fn.__name__
        statuses = []
        for pid in list(self.children):
            _, st = os.waitpid(pid, 0)
            statuses.append(os.waitstatus_to_exitcode(st))
        return statuses
