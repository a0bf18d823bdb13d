import multiprocessing as mp

SPAWN = mp.get_context("spawn")
