import os

import torch


def fork_call(fn, *args):
    """Run fn(*args) in a forked child; return its single-line reply."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        torch.set_num_threads(1)
        code = 1
        try:
            os.write(write_fd, str(fn(*args)).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as f:
        reply = f.read().decode()
    os.waitpid(pid, 0)
    return reply
