import multiprocessing as mp


class SpawnMixin:
    start_method = "spawn"

    def __init__(self, *args, **kwargs):
        mp.set_start_method(self.start_method)
        super().__init__(*args, **kwargs)


def polish(piece):
    return piece, len(piece) * 3
