import multiprocessing


def prefer_spawn():
    multiprocessing.set_start_method("spawn", force=True)
