"""One forked checker per apiary; exit status says whether it raised."""
import os

import torch


def swarm_score(name, rows, width, level):
    torch.manual_seed(len(name))
    pipes = torch.rand(rows, width) @ torch.rand(width, width)
    score = float(pipes.mean()) / width * level
    print(f"{name}: swarm score {score:.3f}", flush=True)


def fork_each(items):
    children = {}
    for item in items:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                swarm_score(*item)
            except Exception as exc:  # report and fail the child
                print("check failed:", exc, flush=True)
                code = 1
            os._exit(code)
        children[pid] = item[0]
    failed = []
    for pid, name in children.items():
        _, status = os.waitpid(pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            failed.append(name)
    return failed
