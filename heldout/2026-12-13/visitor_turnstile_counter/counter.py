import multiprocessing as mp


class VisitorCounter:
    def __init__(self, total=mp.Value("i", 0)):
        self.total = total

    def add(self, n):
        with self.total.get_lock():
            self.total.value += n
