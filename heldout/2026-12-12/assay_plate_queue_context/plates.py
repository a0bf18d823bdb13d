import torch


def read_plate(plate_id, wells=384):
    g = torch.Generator().manual_seed(plate_id)
    signal = torch.rand(wells, generator=g)
    controls = signal[:16]
    return plate_id, float(((signal - controls.mean()) / controls.std()).gt(1.5).sum())
