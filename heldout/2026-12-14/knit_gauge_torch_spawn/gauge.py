import torch


def stitch_density(swatch):
    return swatch.median(dim=1).values.mean()


def calibrate_machine(rank, machines, shape):
    gen = torch.Generator().manual_seed(rank)
    tension = torch.rand(*shape, generator=gen)
    print(f"{machines[rank]}: gauge {float(stitch_density(tension)):.4f}", flush=True)
