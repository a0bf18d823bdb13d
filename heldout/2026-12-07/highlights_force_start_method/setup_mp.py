import multiprocessing


def ensure_spawn():
    multiprocessing.set_start_method("spawn", force=True)
