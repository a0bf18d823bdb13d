"""A shared progress counter."""
import multiprocessing as mp


class Progress:
    def __init__(self):
        self.done = mp.Value("i", 0)

    def __str__(self):
        return f"{self.done.value} firings done"
