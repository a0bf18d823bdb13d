import os

import torch


class MoistureWorker:
    def __init__(self, zone, field):
        self.zone = zone
        self.field = field
        self.pid = None

    def spawn(self):
        self.pid = os.fork()
        if self.pid == 0:
            try:
                stress = torch.tanh((self.field - 0.3 * self.zone) * 5.0)
                print(f"zone {self.zone}: irrigate {int((stress < 0).sum())} cells", flush=True)
            finally:
                os._exit(0)
        return self

    def wait(self):
        return os.waitpid(self.pid, 0)[1]
