import json

import torch


class Settings:
    def __init__(self, path="settings.json"):
        with open(path) as fh:
            self.__dict__.update(json.load(fh))

    def apply(self):
        if self.intra_op_threads:
            torch.set_num_threads(self.intra_op_threads)
        return self
