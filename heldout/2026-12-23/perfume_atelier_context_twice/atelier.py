import multiprocessing as mp


class Atelier:
    def __init__(self, method, workers):
        self.method = method
        self.workers = workers

    @property
    def context(self):
        mp.set_start_method(self.method)
        return mp.get_context()

    def pool(self):
        return self.context.Pool(self.workers)
