import os

import torch


def _screen_tail(tail, mean, std, n_flights):
    g = torch.Generator().manual_seed(int(tail[1:4]))
    recent = torch.rand(n_flights, mean.shape[0], generator=g)
    z = ((recent - mean) / std).abs()
    print(f"{tail}: max z {float(z.amax()):.2f}", flush=True)


def screen_fleet(tails, mean, std, n_flights):
    children = []
    for tail in tails:
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                _screen_tail(tail, mean, std, n_flights)
            except Exception as exc:
                print(tail, "failed:", exc, flush=True)
                code = 1
            os._exit(code)
        children.append(pid)
    failed = [pid for pid in children if os.waitpid(pid, 0)[1] != 0]
    return len(failed)
