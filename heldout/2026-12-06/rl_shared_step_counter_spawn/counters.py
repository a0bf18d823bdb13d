import multiprocessing as mp


def make_step_counter():
    return mp.Value("q", 0)


def total_steps(counter):
    with counter.get_lock():
        return counter.value
