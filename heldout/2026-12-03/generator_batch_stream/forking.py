import os


def run_in_child(fn, *args):
    """Run fn(*args) in a forked child; return (pid, read end of a pipe carrying its result)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        code = 0
        try:
            os.write(w, str(fn(*args)).encode())
        except BaseException:
            code = 1
        finally:
            os._exit(code)
    os.close(w)
    return pid, r


def collect(handles):
    out = []
    for pid, r in handles:
        with os.fdopen(r) as f:
            out.append(f.read())
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError(f"child {pid} failed")
    return out
