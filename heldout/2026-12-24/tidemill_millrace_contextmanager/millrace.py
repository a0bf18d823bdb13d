from contextlib import contextmanager

from mill import Mill


@contextmanager
def millrace(cfg):
    mill = Mill(cfg)
    mill.open_sluice()
    try:
        yield mill
    finally:
        mill.close_sluice()
