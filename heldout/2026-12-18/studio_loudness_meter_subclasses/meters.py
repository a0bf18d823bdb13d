import os

import torch


class Meter:
    registry = {}

    def __init_subclass__(cls, key, **kwargs):
        super().__init_subclass__(**kwargs)
        Meter.registry[key] = cls

    def __init__(self, cfg):
        self.cfg = cfg

    def measure(self, audio, report):
        raise NotImplementedError


class IntegratedLoudness(Meter, key="lufs"):
    def measure(self, audio, report):
        power = audio.abs().pow(2)
        blocks = power.unfold(1, self.cfg["block"], self.cfg["block"]).mean(-1)
        report["lufs"] = float(-0.691 + 10 * torch.log10(blocks.mean()))


class TruePeak(Meter, key="true_peak"):
    def measure(self, audio, report):
        peaks = {}
        for group in audio.chunk(2):
            r, w = os.pipe()
            pid = os.fork()
            if pid == 0:
                os.close(r)
                up = torch.repeat_interleave(group, 4, dim=1)
                os.write(w, repr(float(up.abs().amax())).encode())
                os._exit(0)
            os.close(w)
            with os.fdopen(r) as f:
                peaks[pid] = float(f.read())
            os.waitpid(pid, 0)
        report["true_peak"] = max(peaks.values())
