import multiprocessing

PROCESSED = multiprocessing.Value("i", 0)
