import multiprocessing as mp


def init_runtime():
    mp.set_start_method("spawn")
