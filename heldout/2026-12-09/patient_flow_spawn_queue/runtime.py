import multiprocessing

CTX = multiprocessing.get_context("spawn")


def make_channel():
    return CTX.Queue()
