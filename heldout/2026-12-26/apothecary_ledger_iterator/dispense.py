import multiprocessing

import torch


def _measure(dose):
    phial = torch.randn(dose, dose)
    return float((phial @ phial).abs().mean())


def dispense(remedy, dispensers, dose):
    with multiprocessing.Pool(dispensers) as pool:
        return remedy, sorted(pool.imap_unordered(_measure, [dose] * dispensers))
