"""Loom base class: each loom model fixes the start method it needs when it is defined."""
import multiprocessing as mp


class Loom:
    start_method = None

    def __init_subclass__(cls, start_method="spawn", **kwargs):
        super().__init_subclass__(**kwargs)
        cls.start_method = start_method
        mp.set_start_method(start_method)
