import os
import signal
import traceback

import torch


class OccupancyService:
    """Pre-fork service: a warm parent, one worker process per ward group."""

    def __init__(self, binner, ward_groups, admissions_per_group):
        self.binner = binner
        self.ward_groups = ward_groups
        self.admissions = admissions_per_group
        self.workers = {}

    def warm_up(self, history):
        self.baseline = torch.bincount(self.binner.bin(history).flatten(), minlength=25)

    def _serve(self, group, seed):
        gen = torch.Generator().manual_seed(seed)
        times = torch.rand(self.admissions, generator=gen) * 24.0
        hist = torch.bincount(self.binner.bin(times), minlength=25)
        peak = int(hist.argmax())
        print(f"[{group}] peak admission hour {peak}", flush=True)

    def _spawn_worker(self, group, seed):
        pid = os.fork()
        if pid == 0:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            code = 0
            try:
                self._serve(group, seed)
            except Exception:
                traceback.print_exc()
                code = 1
            finally:
                os._exit(code)
        self.workers[pid] = group

    def start(self):
        for seed, group in enumerate(self.ward_groups):
            self._spawn_worker(group, seed)

    def wait(self):
        while self.workers:
            pid, _ = os.wait()
            self.workers.pop(pid, None)
