import torch
import torch.multiprocessing as mp


def _press(size):
    couch = torch.randn(size, size)
    return float((couch @ couch).diagonal().sum())


def press_all(vat):
    with mp.Pool(vat.presses) as pool:
        return pool.map(_press, [vat.length] * vat.presses)
