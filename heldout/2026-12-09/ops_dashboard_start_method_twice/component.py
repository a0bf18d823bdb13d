import multiprocessing as mp


class Component:
    start_method = "spawn"

    def __init__(self, name):
        self.name = name
        mp.set_start_method(self.start_method)
        self.setup()

    def setup(self):
        pass
