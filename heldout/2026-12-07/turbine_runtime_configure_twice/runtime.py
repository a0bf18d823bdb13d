import torch.multiprocessing as mp


class Runtime:
    def __init__(self, start_method="forkserver"):
        self.start_method = start_method

    def configure(self):
        mp.set_start_method(self.start_method)
        return self
