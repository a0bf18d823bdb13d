import os
import traceback

import torch

import kinematics


class CrashReplayer:
    def __init__(self, events):
        self.events = events
        self.device = torch.device("cuda")

    def calibrate(self):
        accel = torch.randn(len(self.events), 1000, device=self.device)
        self.scale = float(accel.abs().amax())
        print("accelerometer scale", round(self.scale, 3))

    def replay_in_children(self):
        pids = []
        for event in self.events:
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    kinematics.replay(event, self.device, self.scale)
                except Exception:
                    traceback.print_exc()
                    code = 1
                os._exit(code)
            pids.append(pid)
        return [os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in pids]
