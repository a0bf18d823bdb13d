import os
import traceback

import torch


def _bow(device, harmonics, n):
    partials = torch.arange(1, harmonics + 1, device=device, dtype=torch.float32) * (n + 1)
    print("string", n, float(partials.sum()), flush=True)


def bow_all(tuner, strings):
    pids = []
    for n in range(strings):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                _bow(tuner.device, tuner.harmonics, n)
            except BaseException:
                traceback.print_exc()
                code = 1
            finally:
                os._exit(code)
        pids.append(pid)
    codes = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in pids]
    if any(codes):
        raise SystemExit(f"bowing failed: {codes}")
    return codes
