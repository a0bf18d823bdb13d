import os


def fork_daemon(fn, *args):
    """Fork a detached helper; returns its pid in the parent."""
    pid = os.fork()
    if pid == 0:
        status = 0
        try:
            fn(*args)
        except BaseException:
            status = 1
        finally:
            os._exit(status)
    return pid
