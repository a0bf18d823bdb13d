import multiprocessing

START_METHOD = "spawn"
CTX = multiprocessing.get_context(START_METHOD)
N_STAGES = 2
