import os

import torch


def _child_main(index, threads):
    torch.set_num_threads(threads)
    blank = torch.randn(512, 512)
    return float((blank @ blank).mean()) + index


def cut_keys(children, threads):
    pids = []
    for index in range(children):
        pid = os.fork()
        if pid == 0:
            status = 0
            try:
                _child_main(index, threads)
            except BaseException:
                status = 1
            os._exit(status)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
