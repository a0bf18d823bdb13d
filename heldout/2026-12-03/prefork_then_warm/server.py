import os

import torch


class PreforkServer:
    def __init__(self, handler, workers=2):
        self.handler = handler
        self.workers = workers
        self.children = []

    def start(self):
        for wid in range(self.workers):
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                code = 0
                try:
                    os.write(w, self.handler(wid).encode())
                except BaseException:
                    code = 1
                os._exit(code)
            os.close(w)
            self.children.append((pid, r))

    def health_check(self):
        x = torch.ones(256, 256)
        return round((x @ x).mean().item(), 1)

    def wait(self):
        out = []
        for pid, r in self.children:
            with os.fdopen(r) as f:
                out.append(f.read())
            os.waitpid(pid, 0)
        return sorted(out)
