import os

import torch


def configure(args):
    """Thread budget for this job; the scheduler gives us one core per job by default."""
    torch.set_num_threads(args.threads)
    os.environ["STRESS_JOB"] = args.book


def run_children(fn, segments):
    pids = []
    for seg in segments:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                fn(seg)
            except Exception as exc:
                print("segment failed:", exc, flush=True)
                code = 1
            finally:
                os._exit(code)
        pids.append(pid)
    return [os.waitpid(p, 0)[1] for p in pids]
