import os

import torch


def _flag(hours_column):
    return int((hours_column.clamp(min=0) > hours_column.median()).sum().item())


def flag_worn(categories, hours):
    results = []
    for index, name in enumerate(categories):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_fd)
            os.write(write_fd, str(_flag(hours[:, index])).encode())
            os._exit(0)
        os.close(write_fd)
        with os.fdopen(read_fd) as fh:
            flagged = int(fh.read())
        os.waitpid(pid, 0)
        results.append((name, flagged))
    return results
