import os

import torch


def fork_report(records):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            summary = torch.tensor(sorted(records.values()), device="cuda")
            print("timings recorded:", summary.numel(), flush=True)
        except BaseException as exc:
            print("report failed:", exc, flush=True)
            code = 1
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("reporter child failed")
