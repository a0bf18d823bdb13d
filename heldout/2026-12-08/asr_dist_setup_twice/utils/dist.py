import multiprocessing as mp


def setup_multiprocessing(method="spawn"):
    mp.set_start_method(method)
