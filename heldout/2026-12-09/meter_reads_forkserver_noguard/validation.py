import torch


def validate_meter(meter_id, reads_per_meter):
    gen = torch.Generator().manual_seed(meter_id)
    reads = torch.rand(reads_per_meter, generator=gen).cumsum(0)
    gaps = reads[1:] - reads[:-1]
    return meter_id, bool((gaps >= 0).all())
