import os

import torch

import sizes


def run_engine(boat):
    pistons = torch.randn(sizes.ENGINE, sizes.ENGINE)
    print("boat", boat, float((pistons @ pistons).std()), flush=True)


def launch_boats():
    pids = []
    for boat in range(sizes.BOATS):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                run_engine(boat)
            except BaseException:
                code = 1
            finally:
                os._exit(code)
        pids.append(pid)
    return [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
