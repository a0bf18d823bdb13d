from concurrent.futures import ProcessPoolExecutor

import torch


def _fill(index):
    mould = torch.randn(512, 512)
    return float((mould @ mould.T).diagonal().mean()) + index


def fill_all(count, workers):
    with ProcessPoolExecutor(max_workers=workers) as ex:
        return list(ex.map(_fill, range(count)))
