import multiprocessing

CONTEXT = multiprocessing.get_context("spawn")


def make_queue():
    return CONTEXT.Queue()
