import multiprocessing as mp


def apply_runtime(section):
    mp.set_start_method(section.get("start_method", "spawn"), force=True)
