import os


def fork_workers(count, job):
    """Fork `count` workers running job(index); return their exit codes."""
    pids = []
    for index in range(count):
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                job(index)
                code = 0
            finally:
                os._exit(code)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
