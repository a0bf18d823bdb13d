import os
import traceback

import torch

import crystals


def _rake(i):
    grains = torch.ones(crystals.SETTINGS["grains"], device=crystals.DEVICE)
    return float(grains.sum()) + i


def rake_all(rakers):
    pids = []
    for i in range(rakers):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                print("raker", i, _rake(i), flush=True)
            except BaseException:
                traceback.print_exc()
                code = 1
            finally:
                os._exit(code)
        pids.append(pid)
    codes = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
    if any(codes):
        raise SystemExit(f"raking failed: exit codes {codes}")
    return codes
