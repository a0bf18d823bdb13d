import multiprocessing as mp

CTX = mp.get_context("spawn")
