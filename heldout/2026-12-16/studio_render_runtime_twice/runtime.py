import multiprocessing as mp


def init_runtime(cfg):
    """Put multiprocessing into the studio's start method."""
    mp.set_start_method(cfg["start_method"])
    return mp.get_context()
