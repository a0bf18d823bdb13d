import multiprocessing as mp

import torch


def _measure(rows, features, marks, out):
    shore = torch.randn(rows, features)
    buoys = torch.randn(marks, features)
    out.put(float(torch.cdist(shore, buoys).min(dim=1).values.mean()))


def survey_coast(rows, features, marks):
    out = mp.Queue()
    surveyor = mp.Process(target=_measure, args=(rows, features, marks, out))
    surveyor.start()
    distance = out.get()
    surveyor.join()
    return distance
