import multiprocessing as mp


def ensure_spawn():
    """Select spawn once; later callers reuse whatever was chosen."""
    if mp.get_start_method(allow_none=True) is None:
        mp.set_start_method("spawn")
    return mp.get_context()
