import multiprocessing


def ferment(size):
    import torch

    must = torch.rand(size, size)
    return float((must @ must).trace())


def run_vats(start_method, vats, size):
    ctx = multiprocessing.get_context(start_method)
    with ctx.Pool(vats) as pool:
        return pool.map(ferment, [size] * vats)
