import multiprocessing
from concurrent.futures import ProcessPoolExecutor


def make_executor(spec):
    ctx = multiprocessing.get_context(spec.get("start_method"))
    return ProcessPoolExecutor(max_workers=spec["workers"], mp_context=ctx)
