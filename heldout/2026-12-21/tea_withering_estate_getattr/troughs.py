from concurrent.futures import ProcessPoolExecutor

import torch


def trough_rate(trough, rows, q):
    torch.manual_seed(int(trough[1:]))
    air = torch.randn(rows, q.shape[0])
    return trough, float((air @ q).abs().mean())


def wither_all(troughs, rows, q):
    with ProcessPoolExecutor(max_workers=2) as ex:
        return list(ex.map(trough_rate, troughs, [rows] * len(troughs), [q] * len(troughs)))
