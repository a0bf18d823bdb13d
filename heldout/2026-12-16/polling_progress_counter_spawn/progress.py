import multiprocessing as mp


class Progress:
    def __init__(self):
        self._done = mp.Value("i", 0)

    def tick(self):
        with self._done.get_lock():
            self._done.value += 1

    @property
    def done(self):
        return self._done.value
