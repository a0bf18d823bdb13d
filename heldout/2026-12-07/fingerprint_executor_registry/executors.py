from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

EXECUTORS = {
    "process": ProcessPoolExecutor,
    "thread": ThreadPoolExecutor,
}


def make_executor(kind, workers):
    return EXECUTORS[kind](max_workers=workers)
