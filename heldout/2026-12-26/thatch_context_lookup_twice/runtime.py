import multiprocessing


def configure(method):
    return multiprocessing.get_context(method)
