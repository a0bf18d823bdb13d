import logging
import multiprocessing as mp


def configure():
    logging.basicConfig(level=logging.INFO, format="%(processName)s %(message)s")
    mp.set_start_method("spawn")
