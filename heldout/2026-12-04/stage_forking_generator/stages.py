import os
import sys


def start_stage_workers(stages):
    """Fork one worker per stage, lazily: the next fork happens when the caller asks for it."""
    for name, fn in stages:
        pid = os.fork()
        if pid == 0:
            try:
                fn(name)
                code = 0
            except BaseException:
                code = 1
            sys.stdout.flush()
            os._exit(code)
        yield name, pid
