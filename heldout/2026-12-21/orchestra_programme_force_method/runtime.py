import multiprocessing as mp


def use_start_method(method):
    mp.set_start_method(method, force=True)
    return mp.get_context()
