import contextlib
import multiprocessing as mp


@contextlib.contextmanager
def sewing_circle(seats):
    """Only `seats` quilters may sit at the frame at once."""
    chairs = mp.BoundedSemaphore(seats)
    try:
        yield chairs
    finally:
        pass
