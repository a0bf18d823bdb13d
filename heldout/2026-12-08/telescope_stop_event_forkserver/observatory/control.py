import multiprocessing


def make_stop_event():
    return multiprocessing.get_context("fork").Event()
