import multiprocessing as mp

from workers import SpawnMixin, polish


class Shop:
    pieces = ()

    def __init__(self, workers):
        self.workers = workers

    def work(self):
        with mp.Pool(self.workers) as pool:
            return dict(pool.map(polish, self.pieces))


class MirrorShop(SpawnMixin, Shop):
    pieces = ("crown mirror", "rounding board")


class OrganShop(SpawnMixin, Shop):
    pieces = ("band organ", "drum")


SHOPS = {"mirrors": MirrorShop, "organ": OrganShop}
