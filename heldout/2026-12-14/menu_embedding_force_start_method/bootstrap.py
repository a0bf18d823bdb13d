import logging
import multiprocessing


def init_logging_and_runtime():
    logging.basicConfig(level=logging.WARNING)
    multiprocessing.set_start_method("forkserver")
