import multiprocessing


def make_channels():
    """Request/response queues between the frontend and the inference workers."""
    return multiprocessing.Queue(), multiprocessing.Queue()
