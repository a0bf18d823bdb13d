import torch


def probe_loop(pen, readings, out):
    gen = torch.Generator().manual_seed(pen)
    o2 = torch.rand(readings, generator=gen) * 4 + 5
    out.put((pen, float(o2.min()), int((o2 < 6).sum())))
