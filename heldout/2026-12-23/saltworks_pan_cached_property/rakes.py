import torch
import torch.multiprocessing as tmp


def rake(index, rows):
    crust = torch.randn(rows, 512)
    tines = torch.randn(512, 512)
    return index, float((crust @ tines).abs().mean())


def rake_all(pan, count, rows):
    with tmp.get_context("fork").Pool(count) as pool:
        return pool.starmap(rake, [(i, rows) for i in range(count)])
