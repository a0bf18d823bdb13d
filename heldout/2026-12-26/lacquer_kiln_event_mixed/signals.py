import torch.multiprocessing as mp


class Kiln:
    _ready = None

    @classmethod
    def ready(cls):
        if cls._ready is None:
            cls._ready = mp.Event()
        return cls._ready
