import multiprocessing

SPAWN = multiprocessing.get_context("spawn")


def make_counter():
    return SPAWN.Value("i", 0)
