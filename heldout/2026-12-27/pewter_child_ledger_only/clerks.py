"""Forked clerks total the ledger and report through a pipe."""
import os
import statistics


def _tally(weights, clerk):
    share = weights[clerk::2]
    return statistics.fmean(share) if share else 0.0


def tally(weights, clerks=2):
    readers = []
    for clerk in range(clerks):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            os.write(w, repr(_tally(weights, clerk)).encode())
            os._exit(0)
        os.close(w)
        readers.append((pid, r))
    out = []
    for pid, r in readers:
        with os.fdopen(r) as f:
            out.append(float(f.read()))
        os.waitpid(pid, 0)
    return out
