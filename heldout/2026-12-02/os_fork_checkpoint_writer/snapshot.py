import io
import os

import torch


def checksum(state_dict):
    flat = torch.cat([t.flatten() for t in state_dict.values()])
    return int(flat.abs().sum())


def background_save(state_dict, step):
    """Copy-on-write snapshot, the way Redis does BGSAVE: fork, serialise in the child, carry on."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        code = 1
        try:
            buf = io.BytesIO()
            torch.save(state_dict, buf)
            os.write(write_fd, f"step={step} bytes>0={buf.tell() > 0} checksum={checksum(state_dict)}".encode())
            code = 0
        finally:
            os._exit(code)
    os.close(write_fd)
    return pid, read_fd


def wait_for_save(pid, read_fd):
    with os.fdopen(read_fd, "rb") as f:
        report = f.read().decode()
    _, status = os.waitpid(pid, 0)
    return report, os.waitstatus_to_exitcode(status)
