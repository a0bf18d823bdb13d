from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

EXECUTORS = {"thread": ThreadPoolExecutor, "process": ProcessPoolExecutor}


def make_executor(kind, workers):
    return EXECUTORS[kind](max_workers=workers)
