import os

import torch


def _cut(index):
    blank = torch.randn(512, 512)
    return float((blank @ blank).std()) + index


def rekey_all(children):
    readers = []
    for index in range(children):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            value = _cut(index)
            os.write(w, f"{value:.3f}".encode())
            os._exit(0)
        os.close(w)
        readers.append((pid, r))
    results = []
    for pid, r in readers:
        with os.fdopen(r) as f:
            results.append(f.read())
        os.waitpid(pid, 0)
    return results
