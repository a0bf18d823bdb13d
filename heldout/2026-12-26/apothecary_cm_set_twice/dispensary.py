import contextlib
import multiprocessing


@contextlib.contextmanager
def dispensary(method, workers=2):
    multiprocessing.set_start_method(method)
    with multiprocessing.get_context().Pool(workers) as pool:
        yield pool
