import multiprocessing as mp

_GATE = None
OPEN_AT_ONCE = 2


def gate():
    """One sluice-gate semaphore for the whole works, made on first use."""
    global _GATE
    if _GATE is None:
        _GATE = mp.Semaphore(OPEN_AT_ONCE)
    return _GATE
