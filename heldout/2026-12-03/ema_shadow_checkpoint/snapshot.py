import os
import tempfile

import torch


class BackgroundSnapshot:
    """Fork a child that flattens and checksums the EMA weights while training goes on."""

    def __init__(self, ema, step):
        self.ema = ema
        self.step = step
        self.dir = tempfile.mkdtemp(prefix="ema-snap-")
        self.pid = None

    def _write(self):
        flat = torch.cat([t.flatten() for t in self.ema.shadow.values()])
        path = os.path.join(self.dir, f"step{self.step}.txt")
        with open(path, "w") as f:
            f.write(f"{self.step} {flat.numel()} {flat.abs().sum().item():.3f}")

    def __enter__(self):
        self.pid = os.fork()
        if self.pid == 0:
            code = 0
            try:
                self._write()
            except BaseException:
                code = 1
            os._exit(code)
        return self

    def __exit__(self, *exc):
        _, status = os.waitpid(self.pid, 0)
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError("snapshot child failed")
        with open(os.path.join(self.dir, f"step{self.step}.txt")) as f:
            self.summary = f.read()
        return False
