import os

import torch

from noise import augment


class Supervisor:
    def __init__(self, profile, slots, max_restarts=2):
        self.profile = profile
        self.slots = slots
        self.max_restarts = max_restarts
        self.children = {}
        self.restarts = 0

    def work(self, slot):
        g = torch.Generator().manual_seed(slot)
        clean = torch.randn(32, self.profile.shape[0] * 2 - 2, generator=g)
        out = augment(clean, self.profile, snr=10.0, g=g)
        print(f"slot {slot}: rms {float(out.pow(2).mean().sqrt()):.4f}", flush=True)

    def spawn_child(self, slot):
        pid = os.fork()
        if pid == 0:
            try:
                self.work(slot)
                os._exit(0)
            except BaseException:
                os._exit(1)
        self.children[pid] = slot

    def run(self):
        for slot in range(self.slots):
            self.spawn_child(slot)
        failed = 0
        while self.children:
            pid, status = os.wait()
            slot = self.children.pop(pid)
            if os.waitstatus_to_exitcode(status) != 0:
                if self.restarts < self.max_restarts:
                    self.restarts += 1
                    self.spawn_child(slot)
                else:
                    failed += 1
        return failed
