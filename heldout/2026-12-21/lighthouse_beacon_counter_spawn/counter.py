import multiprocessing as mp


class FlashCounter:
    def __init__(self):
        self.total = mp.Value("i", 0)

    def add(self, n):
        with self.total.get_lock():
            self.total.value += n
