import multiprocessing as mp


class Ledger:
    """Shared book of dips; every dipper writes under the class-wide lock."""

    lock = mp.RLock()

    def __init__(self, path=None):
        self.path = path

    @classmethod
    def guard(cls):
        return cls.lock
