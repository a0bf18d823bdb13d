import multiprocessing

CTX = multiprocessing.get_context("spawn")


def make_channels():
    return CTX.Queue(), CTX.Event()
