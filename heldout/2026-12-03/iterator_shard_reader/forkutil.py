import os
import struct


def fork_task(fn, *args):
    r, w = os.pipe()
    pid = os.fork()
    if pid:
        os.close(w)
        return pid, r
    os.close(r)
    try:
        os.write(w, struct.pack("d", fn(*args)))
        os._exit(0)
    except BaseException:
        os._exit(1)


def wait_all(tasks):
    out = []
    for pid, r in tasks:
        data = os.read(r, 8)
        os.close(r)
        os.waitpid(pid, 0)
        out.append(struct.unpack("d", data)[0])
    return out
