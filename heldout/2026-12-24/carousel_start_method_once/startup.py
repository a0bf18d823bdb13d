import multiprocessing as mp


def ensure_start_method(method):
    if mp.get_start_method(allow_none=True) is None:
        mp.set_start_method(method)
    return mp.get_start_method()
