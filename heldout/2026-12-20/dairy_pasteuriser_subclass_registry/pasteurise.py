import torch
import torch.nn.functional as F

from stages import Stage


class Pasteuriser(Stage, key="pasteurise"):
    def run(self, batch):
        g = torch.Generator().manual_seed(1)
        traces = torch.randn(8, self.cfg["sensors"], self.cfg["trace_len"], generator=g)
        kernel = torch.randn(32, self.cfg["sensors"], 15, generator=g)
        smooth = F.conv1d(traces, kernel, padding=7)
        batch["hold_temp"] = 72.0 + float(smooth.std()) / 10
        batch["profile"] = smooth.mean(dim=(0, 2))
        return batch
