import torch
import torch.nn.functional as F


class Regulator:
    def __init__(self, section):
        self.s = {k: int(v) for k, v in section.items()}

    def __enter__(self):
        s = self.s
        ticks = torch.rand(s["batch"], s["channels"], s["ticks"])
        hairspring = torch.rand(s["filters"], s["channels"], s["width"])
        self.beat = float(F.conv1d(ticks, hairspring).std())
        print("regulated", self.beat, flush=True)
        return self

    def __exit__(self, *exc):
        return False
