import torch


def export_session(session, shape, done):
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(len(session)))
    done.put((session, round(float(x.std()), 3)))
