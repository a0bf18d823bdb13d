import torch


def run_qc(session, probe):
    snippet = torch.randn(32, 1000, generator=torch.Generator().manual_seed(len(probe)))
    print(session, probe, "noise rms", float(snippet.std()))
