import multiprocessing


def ensure_start_method(method):
    if multiprocessing.get_start_method(allow_none=True) is None:
        multiprocessing.set_start_method(method)
    return multiprocessing.get_start_method()
