import multiprocessing as mp

from startup import ensure_start_method


def buff(part):
    return part, sum(ord(c) for c in part) % 97


class Bay:
    parts = ()

    def __init__(self, method, workers):
        self.method = ensure_start_method(method)
        self.workers = workers

    def work(self):
        with mp.Pool(self.workers) as pool:
            return dict(pool.map(buff, self.parts))


class BrassBay(Bay):
    parts = ("pole sleeve", "stirrup")


class CanopyBay(Bay):
    parts = ("canopy panel", "cresting")


BAYS = {"brass": BrassBay, "canopy": CanopyBay}
